import { vars } from '@erp/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const screen = style({ display: 'grid', gap: vars.space[4], padding: vars.space[5], maxInlineSize: '72rem' });

export const form = style({
  display: 'grid',
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
});

export const formHeader = style({ display: 'grid', gap: vars.space[1] });

export const formTitle = style({ margin: 0, fontSize: vars.fontSize[4], fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2] });

export const rows = style({ display: 'grid', gap: vars.space[2] });

/** One row of a list (a VAT rate, a tax bracket): its fields side by side, wrapping on narrow screens. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[2] });

globalStyle(`${row} > *:not(button)`, { flex: '1 1 9rem', minInlineSize: 0 });

export const rowsTitle = style({ margin: 0, fontSize: vars.fontSize[3], fontWeight: vars.fontWeight.bold });

export const history = style({ margin: 0, paddingInlineStart: vars.space[4], display: 'grid', gap: vars.space[1] });

export const rowsError = style({ margin: 0, color: vars.color.danger[11], fontSize: vars.fontSize[1] });
