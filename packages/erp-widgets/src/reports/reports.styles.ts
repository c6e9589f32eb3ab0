// Layout of the report widgets as inline styles over the theme's variables (logical properties only).
import { vars } from '@erp/ui';
import type { CSSProperties } from 'react';

export const bars: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] };

export const bar: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 1fr auto',
  gap: vars.space[3],
  alignItems: 'center',
};

export const track: CSSProperties = { display: 'block', blockSize: '0.75rem' };

export const fill: CSSProperties = {
  display: 'block',
  blockSize: '100%',
  background: vars.color.accent[9],
  borderRadius: vars.radius.full,
};

export const stack: CSSProperties = { display: 'grid', gap: vars.space[4] };

export const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'flex-end' };

export const grow: CSSProperties = { flex: '1 1 12rem', minInlineSize: 0 };

export const groups: CSSProperties = { display: 'grid', gap: vars.space[3] };

export const group: CSSProperties = {
  border: `1px solid ${vars.color.gray[6]}`,
  borderRadius: vars.radius[3],
  padding: vars.space[3],
  margin: 0,
  minInlineSize: 0,
};

export const groupTitle: CSSProperties = { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize[2] };

export const checks: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: `${vars.space[2]} ${vars.space[4]}` };
