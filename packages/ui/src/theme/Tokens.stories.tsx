import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';

import { sample } from '../fields/storyText';
import { vars } from './tokens.css';

// The design tokens of `vars`, rendered from the contract itself so a new token shows up here without editing this
// file. Token names are code (shown left-to-right in both locales); headings and sample text follow the locale.
// One story per group keeps each within the screenshot's viewport.

type TokenMap = { readonly [key: string]: string | TokenMap };

/** Flattens a branch of the contract into `[path, cssVar]` pairs: `accent.9` → `var(--accent-9)`. */
function flatten(map: TokenMap, prefix = ''): [string, string][] {
  return Object.entries(map).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const page: CSSProperties = { padding: vars.space[5], display: 'grid', gap: vars.space[5], color: vars.color.gray[12] };
const section: CSSProperties = { display: 'grid', gap: vars.space[3], alignContent: 'start', minInlineSize: 0 };
const heading: CSSProperties = { margin: 0, fontSize: vars.fontSize[5], fontWeight: vars.fontWeight.bold };
const subheading: CSSProperties = {
  margin: 0,
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.gray[11],
};
// `justifySelf: start` keeps a (left-to-right) token name at the inline start of its grid cell in Arabic too.
const codeStyle: CSSProperties = {
  fontSize: vars.fontSize[1],
  color: vars.color.gray[11],
  overflowWrap: 'anywhere',
  justifySelf: 'start',
};
const plainList: CSSProperties = { margin: 0, padding: 0, listStyle: 'none' };
const swatchGrid: CSSProperties = {
  ...plainList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: vars.space[2],
};
const columns = (min: string): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${min}, 1fr))`,
  gap: vars.space[5],
  alignItems: 'start',
});

/** Sample text in the story's locale. */
function useText() {
  const { locale } = useIntl();
  return (en: string, ar: string) => sample(locale, en, ar);
}

/** A token name, always left-to-right (it is code). */
function Token({ name }: { name: string }) {
  return (
    <code dir="ltr" style={codeStyle}>
      {name}
    </code>
  );
}

/** Renders `children` and, after layout, a value measured from the rendered element (a size in px). */
function Measured({ measure, children }: { measure: (el: HTMLElement) => string; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    const el = ref.current?.firstElementChild;
    if (el instanceof HTMLElement) setValue(measure(el));
  }, [measure]);
  return (
    <>
      <span ref={ref} style={{ display: 'contents' }}>
        {children}
      </span>
      <code dir="ltr" style={codeStyle} data-measured="">
        {value}
      </code>
    </>
  );
}

const px = (n: number) => `${Math.round(n * 10) / 10}px`;
const measureWidth = (el: HTMLElement) => px(el.getBoundingClientRect().width);
const measureRadius = (el: HTMLElement) => getComputedStyle(el).borderStartStartRadius;
const measureType = (el: HTMLElement) => {
  const style = getComputedStyle(el);
  return `${style.fontSize} / ${style.lineHeight}`;
};

function Swatches({ title, tokens }: { title: string; tokens: [string, string][] }) {
  return (
    <div style={section}>
      <h3 style={subheading}>{title}</h3>
      <ul style={swatchGrid}>
        {tokens.map(([name, value]) => (
          <li key={name} style={{ display: 'grid', gap: vars.space[1] }} data-token={`color.${name}`}>
            <span
              style={{
                blockSize: '2rem',
                borderRadius: vars.radius[2],
                backgroundColor: value,
                boxShadow: `inset 0 0 0 1px ${vars.color.gray.a6}`,
              }}
            />
            <Token name={name} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `vars.color`: surfaces, the accent (teal) and gray (slate) scales, and the status colours. */
function ColourTokens() {
  const t = useText();
  const { accent, gray, danger, success, warning, info, ...surfaces } = vars.color;
  return (
    <section style={page} aria-labelledby="tokens-colour">
      <h2 id="tokens-colour" style={heading}>
        {t('Colour', 'الألوان')}
      </h2>
      <Swatches title={t('Surfaces and focus', 'الأسطح والتركيز')} tokens={flatten(surfaces)} />
      <Swatches title={t('Accent (teal)', 'اللون الأساسي (أزرق مخضر)')} tokens={flatten(accent, 'accent.')} />
      <Swatches title={t('Gray (slate)', 'الرمادي (أردوازي)')} tokens={flatten(gray, 'gray.')} />
      <div style={columns('14rem')}>
        <Swatches title={t('Danger', 'خطر')} tokens={flatten(danger, 'danger.')} />
        <Swatches title={t('Success', 'نجاح')} tokens={flatten(success, 'success.')} />
        <Swatches title={t('Warning', 'تحذير')} tokens={flatten(warning, 'warning.')} />
        <Swatches title={t('Info', 'معلومات')} tokens={flatten(info, 'info.')} />
      </div>
    </section>
  );
}

/** `vars.space`, `vars.radius` and `vars.shadow`, each with its rendered size. */
function SpaceTokens() {
  const t = useText();
  return (
    <div style={{ ...page, ...columns('16rem') }}>
      <section style={section} aria-labelledby="tokens-space">
        <h2 id="tokens-space" style={heading}>
          {t('Space', 'المسافات')}
        </h2>
        <div
          style={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: vars.space[2], alignItems: 'center' }}
        >
          {flatten(vars.space, 'space.').map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }} data-token={name}>
              <Token name={name} />
              <Measured measure={measureWidth}>
                <span
                  style={{
                    inlineSize: value,
                    blockSize: '0.75rem',
                    backgroundColor: vars.color.accent[9],
                    borderRadius: vars.radius[1],
                  }}
                />
              </Measured>
            </div>
          ))}
        </div>
      </section>

      <section style={section} aria-labelledby="tokens-radius">
        <h2 id="tokens-radius" style={heading}>
          {t('Radius', 'استدارة الحواف')}
        </h2>
        <ul
          style={{ ...swatchGrid, gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))', rowGap: vars.space[4] }}
        >
          {flatten(vars.radius, 'radius.').map(([name, value]) => (
            <li key={name} style={{ display: 'grid', gap: vars.space[1], justifyItems: 'start' }} data-token={name}>
              <Measured measure={measureRadius}>
                <span
                  style={{
                    inlineSize: '3rem',
                    blockSize: '3rem',
                    borderRadius: value,
                    backgroundColor: vars.color.accent[3],
                    border: `2px solid ${vars.color.accent[9]}`,
                  }}
                />
              </Measured>
              <Token name={name} />
            </li>
          ))}
        </ul>
      </section>

      <section style={section} aria-labelledby="tokens-shadow">
        <h2 id="tokens-shadow" style={heading}>
          {t('Shadows', 'الظلال')}
        </h2>
        <ul style={{ ...plainList, display: 'grid', gap: vars.space[4] }}>
          {flatten(vars.shadow, 'shadow.').map(([name, value]) => (
            <li
              key={name}
              data-token={name}
              style={{
                display: 'grid',
                placeItems: 'center',
                blockSize: '3.5rem',
                borderRadius: vars.radius[3],
                backgroundColor: vars.color.panel,
                boxShadow: value,
              }}
            >
              <span>
                <Token name={name} />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** `vars.fontSize`, `vars.lineHeight`, `vars.fontWeight` and the body font stack, with Latin and Arabic specimens. */
function TypeTokens() {
  const t = useText();
  const sampleText = t('Invoice INV-2026-0042: EGP 15,960.00', 'الفاتورة INV-2026-0042: ١٥٬٩٦٠٫٠٠ ج.م.');
  return (
    <section style={page} aria-labelledby="tokens-type">
      <h2 id="tokens-type" style={heading}>
        {t('Typography', 'الخطوط')}
      </h2>
      <div style={columns('22rem')}>
        <div style={section}>
          <h3 style={subheading}>{t('Sizes and line heights', 'الأحجام وارتفاعات الأسطر')}</h3>
          <div
            style={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: vars.space[3], alignItems: 'center' }}
          >
            {flatten(vars.fontSize).map(([n, size]) => {
              // Radix pairs each font size with the line height of the same step; the contract has six of those.
              const lineHeight = (vars.lineHeight as Record<string, string>)[n];
              return (
                <div key={n} style={{ display: 'contents' }} data-token={`fontSize.${n}`}>
                  <Token name={lineHeight ? `fontSize.${n} · lineHeight.${n}` : `fontSize.${n}`} />
                  <Measured measure={measureType}>
                    <span
                      style={{
                        fontSize: size,
                        lineHeight,
                        whiteSpace: 'nowrap',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        minInlineSize: 0,
                      }}
                    >
                      {t('Invoices', 'الفواتير')}
                    </span>
                  </Measured>
                </div>
              );
            })}
          </div>
        </div>

        <div style={section}>
          <h3 style={subheading}>{t('Weights', 'الأوزان')}</h3>
          <ul style={{ ...plainList, display: 'grid', gap: vars.space[2] }}>
            {flatten(vars.fontWeight, 'fontWeight.').map(([name, weight]) => (
              <li key={name} style={{ display: 'grid', gap: vars.space[1] }} data-token={name}>
                <span style={{ fontSize: vars.fontSize[4], fontWeight: weight }}>{sampleText}</span>
                <Token name={name} />
              </li>
            ))}
          </ul>

          <h3 style={subheading}>{t('Font stack (Latin and Arabic)', 'مجموعة الخطوط (اللاتينية والعربية)')}</h3>
          <div style={{ display: 'grid', gap: vars.space[2], fontFamily: vars.font.body }} data-token="font.body">
            <Token name="font.body" />
            <FontStack />
            <p lang="en" dir="ltr" style={{ margin: 0, fontSize: vars.fontSize[5] }}>
              The quick brown fox jumps over the lazy dog. 0123456789
            </p>
            <p lang="ar" dir="rtl" style={{ margin: 0, fontSize: vars.fontSize[5] }}>
              صِفْ خَلْقَ خَوْدٍ كَمِثْلِ الشَّمْسِ إِذْ بَزَغَتْ يَحْظَى الضَّجِيعُ بِهَا نَجْلَاءَ مِعْطَارِ. ٠١٢٣٤٥٦٧٨٩
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The resolved value of the body font stack (`--erp-font-body`). */
function FontStack() {
  const ref = useRef<HTMLElement>(null);
  const [stack, setStack] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setStack(getComputedStyle(ref.current).getPropertyValue('--erp-font-body').trim());
  }, []);
  return (
    <code ref={ref} dir="ltr" style={codeStyle}>
      {stack}
    </code>
  );
}

/** Every group, one after the other (for browsing in Storybook; the screenshots cover the groups one by one). */
function AllTokens() {
  return (
    <>
      <ColourTokens />
      <SpaceTokens />
      <TypeTokens />
    </>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: AllTokens,
} satisfies Meta<typeof AllTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (root: HTMLElement, prefix: string) => root.querySelectorAll(`[data-token^="${prefix}"]`).length;

export const Colours: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement, 'color.')).toBe(flatten(vars.color).length);
    await expect(document.documentElement).toHaveClass('light');
  },
};

export const SpaceRadiusAndShadows: Story = {
  render: () => <SpaceTokens />,
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement, 'space.')).toBe(9);
    await expect(count(canvasElement, 'radius.')).toBe(7);
    await expect(count(canvasElement, 'shadow.')).toBe(5);
    // Sizes are measured from the rendered element: space.3 is 12px at 100% scaling.
    await expect(canvasElement.querySelector('[data-token="space.3"] [data-measured]')).toHaveTextContent('12px');
  },
};

export const Typography: Story = {
  render: () => <TypeTokens />,
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement, 'fontSize.')).toBe(8);
    await expect(count(canvasElement, 'fontWeight.')).toBe(3);
    await expect(canvasElement.querySelector('[data-token="font.body"]')).toHaveTextContent(/Noto Sans Arabic/);
    await expect(canvasElement.querySelector('p[lang="ar"]')).toBeVisible();
  },
};

/** The colours under the dark theme (the toolbar's Theme → Dark); space, radius and type do not change with it. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => <ColourTokens />,
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement, 'color.')).toBe(flatten(vars.color).length);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(document.documentElement).not.toHaveClass('light');
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** Typography under the dark theme: text colours and the font stack on the dark background. */
export const DarkThemeTypography: Story = {
  globals: { theme: 'dark' },
  render: () => <TypeTokens />,
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark');
  },
};
