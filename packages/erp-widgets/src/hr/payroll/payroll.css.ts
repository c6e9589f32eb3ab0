import { vars } from '@erp/ui/theme';
import { style } from '@vanilla-extract/css';

/** A summary row that stands out (gross pay, net pay). */
export const strongRow = style({ fontWeight: vars.fontWeight.bold, background: vars.color.gray[3] });

/** The employer's share: shown, but not part of the employee's pay. */
export const mutedRow = style({ color: vars.color.gray[11] });

/** A tax band lost to the falling-away of the lower bands. */
export const lostRow = style({ color: vars.color.gray[11], textDecoration: 'line-through' });

/** The explanation column of the summary. */
export const how = style({ color: vars.color.gray[11], fontSize: vars.fontSize[1] });

/** The manager's tabs and their panels. */
export const panel = style({ display: 'grid', gap: vars.space[3], paddingBlockStart: vars.space[3] });

/** A row of an editable entry list: its fields side by side, wrapping on narrow screens. */
export const entryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
  paddingBlockEnd: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.gray[5]}`,
});

/** The run dialog's employee list. */
export const runList = style({
  display: 'grid',
  gap: vars.space[2],
  maxBlockSize: '22rem',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One employee of the run dialog: the checkbox and whether they were processed. */
export const runItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  alignItems: 'center',
});

/** The manager's footer actions. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], justifyContent: 'flex-end' });

/** A value shown beside its label in an editable row (the overtime's date and type). */
export const readOnlyValue = style({ display: 'inline-flex', gap: vars.space[1], alignSelf: 'center' });
