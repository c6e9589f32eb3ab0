import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The design tokens, mapped onto the CSS variables Radix Themes defines (see theme/radix.css).
 * Component styles use these and never raw colours, sizes or font families.
 */
export const vars = createGlobalThemeContract({
  color: {
    background: 'color-background',
    panel: 'color-panel-solid',
    surface: 'color-surface',
    overlay: 'color-overlay',
    focus: 'focus-8',
    accent: {
      1: 'accent-1', 2: 'accent-2', 3: 'accent-3', 4: 'accent-4', 5: 'accent-5', 6: 'accent-6',
      7: 'accent-7', 8: 'accent-8', 9: 'accent-9', 10: 'accent-10', 11: 'accent-11', 12: 'accent-12',
      contrast: 'accent-contrast',
    },
    gray: {
      1: 'gray-1', 2: 'gray-2', 3: 'gray-3', 4: 'gray-4', 5: 'gray-5', 6: 'gray-6',
      7: 'gray-7', 8: 'gray-8', 9: 'gray-9', 10: 'gray-10', 11: 'gray-11', 12: 'gray-12',
      a3: 'gray-a3', a4: 'gray-a4', a6: 'gray-a6',
    },
    danger: { 3: 'red-3', 6: 'red-6', 9: 'red-9', 11: 'red-11' },
    success: { 3: 'green-3', 6: 'green-6', 9: 'green-9', 11: 'green-11' },
    warning: { 3: 'amber-3', 6: 'amber-6', 9: 'amber-9', 11: 'amber-11' },
    info: { 3: 'blue-3', 6: 'blue-6', 9: 'blue-9', 11: 'blue-11' },
  },
  space: { 1: 'space-1', 2: 'space-2', 3: 'space-3', 4: 'space-4', 5: 'space-5', 6: 'space-6', 7: 'space-7', 8: 'space-8', 9: 'space-9' },
  radius: { 1: 'radius-1', 2: 'radius-2', 3: 'radius-3', 4: 'radius-4', 5: 'radius-5', 6: 'radius-6', full: 'radius-full' },
  fontSize: { 1: 'font-size-1', 2: 'font-size-2', 3: 'font-size-3', 4: 'font-size-4', 5: 'font-size-5', 6: 'font-size-6', 7: 'font-size-7', 8: 'font-size-8' },
  lineHeight: { 1: 'line-height-1', 2: 'line-height-2', 3: 'line-height-3', 4: 'line-height-4', 5: 'line-height-5', 6: 'line-height-6' },
  fontWeight: { regular: 'font-weight-regular', medium: 'font-weight-medium', bold: 'font-weight-bold' },
  shadow: { 2: 'shadow-2', 3: 'shadow-3', 4: 'shadow-4', 5: 'shadow-5', 6: 'shadow-6' },
  font: { body: 'erp-font-body' },
});
