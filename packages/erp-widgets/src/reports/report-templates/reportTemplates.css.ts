import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

/** The wizard's steps: the variables by group, the filter and aggregation rows, the generation's progress. */
export const stack = style({ display: 'grid', gap: vars.space[4] });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'flex-end' });

export const grow = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const groups = style({ display: 'grid', gap: vars.space[3] });

export const group = style({
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  padding: vars.space[3],
  margin: 0,
  minInlineSize: 0,
});

export const groupTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize[2] });

export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space[2]} ${vars.space[4]}` });
