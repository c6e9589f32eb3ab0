import { style } from '@vanilla-extract/css';

// Email, phone and web addresses are Latin-script data: the input is `dir="ltr"` so "+20 100 123 4567" and
// "name@example.com" never reorder, but its text lines up with the start of the surrounding paragraph
// (the right edge in Arabic), like the label above it.
export const ltrData = style({
  selectors: { '[dir="rtl"] &': { textAlign: 'end' } },
});
