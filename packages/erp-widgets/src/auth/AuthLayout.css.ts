import { vars } from '@erp/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const page = style({
  minBlockSize: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  backgroundColor: vars.color.gray[2],
});

export const topBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
});

export const center = style({
  display: 'grid',
  placeItems: 'start center',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
});

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const card = style({
  inlineSize: 'min(100%, 26rem)',
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[6],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.panel,
  boxShadow: vars.shadow[3],
});

export const fade = style({
  animation: `${fadeIn} 320ms ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize[5],
  color: vars.color.accent[11],
});

export const brandMark = style({ inlineSize: 32, blockSize: 32, color: vars.color.accent[9] });

export const heading = style({ margin: 0, fontSize: vars.fontSize[6], lineHeight: vars.lineHeight[6] });

export const subtitle = style({ margin: 0, color: vars.color.gray[11] });

export const form = style({ display: 'grid', gap: vars.space[4] });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const link = style({
  color: vars.color.accent[11],
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  borderRadius: vars.radius[1],
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const alert = style({
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  border: `1px solid ${vars.color.danger[6]}`,
  backgroundColor: vars.color.danger[3],
  color: vars.color.gray[12],
  borderInlineStartWidth: 4,
});

export const success = style({
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  border: `1px solid ${vars.color.success[6]}`,
  backgroundColor: vars.color.success[3],
  color: vars.color.gray[12],
  borderInlineStartWidth: 4,
});

export const submit = style({ inlineSize: '100%' });
