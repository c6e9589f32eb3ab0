import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[5] });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize[4], fontWeight: vars.fontWeight.bold });

export const cards = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
});

/** A card is a link to the list behind it: the whole card is the target, with the focus ring around it. */
export const cardLink = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius[3],
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.accent[8]}`, outlineOffset: 2 },
    '&:hover': { boxShadow: vars.shadow[2] },
  },
});

export const detail = style({ display: 'block', color: vars.color.gray[11], fontSize: vars.fontSize[1] });

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const legend = style({ fontWeight: vars.fontWeight.bold, marginBlockEnd: vars.space[2], padding: 0 });

export const dialogBody = style({ display: 'grid', gap: vars.space[5] });

export const error = style({ margin: 0, color: vars.color.danger[11], fontSize: vars.fontSize[2] });

// ---- alert panel ----

export const alertList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const alertItem = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius[2],
  border: `1px solid ${vars.color.gray[6]}`,
  borderInlineStartWidth: 4,
});

export const severity = {
  danger: style({ borderInlineStartColor: vars.color.danger[9] }),
  warning: style({ borderInlineStartColor: vars.color.warning[9] }),
  info: style({ borderInlineStartColor: vars.color.accent[9] }),
};

export const alertTitle = style({ margin: 0, fontSize: vars.fontSize[2], fontWeight: vars.fontWeight.bold });

export const alertText = style({ margin: 0, overflowWrap: 'anywhere' });

export const alertTime = style({ color: vars.color.gray[11], fontSize: vars.fontSize[1] });

export const alertActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], gridColumn: '1 / -1' });

export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  border: `1px solid ${vars.color.accent[7]}`,
  color: vars.color.accent[11],
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accent[3] },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent[8]}`, outlineOffset: 2 },
  },
});

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
