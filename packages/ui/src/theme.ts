// @erp/ui/theme: the design tokens alone, for `.css.ts` files. A style file that imported the package's
// main entry would make vanilla-extract evaluate every component's styles inside its own evaluation, and a
// cold build then loses those components' CSS.
export { vars } from './theme/tokens.css';
