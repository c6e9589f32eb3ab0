import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { sample } from '../fields/storyText';
import { vars } from '../theme/tokens.css';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Ui/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton variant="circle" />
        <div style={{ flex: 1 }}>
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="30%" />
        </div>
      </div>
      <Skeleton variant="text" lines={3} />
      <Skeleton variant="block" height={96} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[data-variant]');
    await expect([...shapes].every((s) => s.getAttribute('aria-hidden') === 'true')).toBe(true);
    await expect(canvasElement.querySelectorAll('[data-variant="circle"]')).toHaveLength(1);
  },
};

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

const panel = {
  display: 'grid',
  gap: 12,
  padding: 16,
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.panel,
} as const;

/**
 * Skeletons composed into what a loading screen shows: a record card and a list of rows. The container is busy
 * (`aria-busy`) and announces the load once; the shapes themselves are hidden from assistive technology.
 */
export const Loading: Story = {
  render: (_args, { globals: { locale } }) => (
    <div aria-busy="true" style={{ display: 'grid', gap: 16 }} data-testid="loading">
      <span role="status" style={visuallyHidden}>
        {sample(locale, 'Loading the client…', 'جارٍ تحميل العميل…')}
      </span>
      <div style={panel}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton variant="circle" width={48} height={48} />
          <div style={{ flex: 1, display: 'grid', gap: 6 }}>
            <Skeleton variant="text" width="60%" height="1.25rem" />
            <Skeleton variant="text" width="35%" />
          </div>
        </div>
        <Skeleton variant="text" lines={3} />
      </div>
      <ul style={{ ...panel, listStyle: 'none', margin: 0, gap: 0, padding: 0 }}>
        {[0, 1, 2, 3].map((row) => (
          <li
            key={row}
            style={{
              display: 'grid',
              gridTemplateColumns: '1fr 4rem 3rem',
              gap: 16,
              alignItems: 'center',
              paddingBlock: 12,
              paddingInline: 16,
              borderBlockStart: row ? `1px solid ${vars.color.gray[5]}` : undefined,
            }}
          >
            <Skeleton variant="text" width={`${90 - row * 15}%`} />
            <Skeleton variant="text" />
            <Skeleton variant="block" height={20} />
          </li>
        ))}
      </ul>
    </div>
  ),
  play: async ({ canvas, canvasElement, globals: { locale } }) => {
    await expect(canvas.getByTestId('loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      sample(locale, 'Loading the client…', 'جارٍ تحميل العميل…'),
    );
    const shapes = canvasElement.querySelectorAll('[data-variant]');
    await expect([...shapes].every((s) => s.getAttribute('aria-hidden') === 'true')).toBe(true);
  },
};
