import { globalStyle, keyframes, style } from '@vanilla-extract/css';

import { vars } from '../theme/tokens.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gray[11],
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  paddingBlockEnd: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.gray[4]}`,
});

// A responsive grid: as many 14rem columns as fit, one column on a phone.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: `${vars.space[3]} ${vars.space[5]}`,
  margin: 0,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minInlineSize: 0 });

export const fieldWide = style({ gridColumn: '1 / -1' });

export const label = style({ fontSize: vars.fontSize[1], color: vars.color.gray[11] });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize[2],
  color: vars.color.gray[12],
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

export const empty = style({ color: vars.color.gray[9] });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  blockSize: '0.9em',
  borderRadius: vars.radius[1],
  backgroundColor: vars.color.gray[4],
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonLabel = style({ inlineSize: '40%' });
export const skeletonValue = style({ inlineSize: '75%', blockSize: '1.2em' });

export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.danger[3],
  border: `1px solid ${vars.color.danger[6]}`,
  color: vars.color.danger[11],
});

export const errorText = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], justifyContent: 'flex-end' });

// Printing while a viewer is open prints only the record: everything else is hidden, the dialog is laid out
// on the page without its scroll box, and the header close button and the action bar are left out.
export const printRoot = style({});

globalStyle(`body:has(${printRoot}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printRoot}, ${printRoot} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(`${printRoot}`, {
  '@media': {
    print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%', overflow: 'visible' },
  },
});
globalStyle(`${printRoot} [data-print-hidden]`, { '@media': { print: { display: 'none' } } });
globalStyle(`${printRoot} *`, {
  '@media': { print: { overflow: 'visible', maxBlockSize: 'none', boxShadow: 'none' } },
});
