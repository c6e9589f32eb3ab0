import type { SVGProps } from 'react';

import { icon, mirrored, spinner } from './Icon.css';

/** Names of the built-in icons. Directional ones (chevron-end, arrow-end, …) mirror in RTL. */
export type IconName =
  | 'chevron-start'
  | 'chevron-end'
  | 'chevron-down'
  | 'chevron-up'
  | 'arrow-start'
  | 'arrow-end'
  | 'close'
  | 'check'
  | 'plus'
  | 'search'
  | 'menu'
  | 'globe'
  | 'user'
  | 'logout'
  | 'eye'
  | 'edit'
  | 'trash'
  | 'upload'
  | 'download'
  | 'print'
  | 'file'
  | 'alert'
  | 'info'
  | 'calendar'
  | 'sort'
  | 'sort-asc'
  | 'sort-desc'
  | 'more'
  | 'home'
  | 'users'
  | 'box'
  | 'receipt'
  | 'chart'
  | 'settings'
  | 'briefcase'
  | 'truck'
  | 'shield'
  | 'clock'
  | 'warehouse'
  | 'mail';

// Paths drawn on a 24×24 grid, stroke-based. "start"/"end" icons are drawn pointing left/right in LTR
// and flipped by CSS in RTL, so an "end" chevron always points in the reading direction.
const PATHS: Record<IconName, string> = {
  'chevron-start': 'M15 6l-6 6 6 6',
  'chevron-end': 'M9 6l6 6-6 6',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-up': 'M6 15l6-6 6 6',
  'arrow-start': 'M19 12H5M11 6l-6 6 6 6',
  'arrow-end': 'M5 12h14M13 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12l5 5 9-10',
  plus: 'M12 5v14M5 12h14',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  logout: 'M10 4H5v16h5M14 8l4 4-4 4M18 12H9',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  download: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  print: 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z',
  file: 'M6 3h8l5 5v13H6zM14 3v5h5',
  alert: 'M12 3l10 18H2L12 3zM12 10v5M12 18v.5',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
  sort: 'M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4',
  'sort-asc': 'M12 19V5M6 11l6-6 6 6',
  'sort-desc': 'M12 5v14M6 13l6 6 6-6',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.5 3-5.5 6.5-5.5s6.5 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c2 .6 3.5 2.4 3.5 5.5',
  box: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM19 12l2-1-1-3-2 .3-1.5-1.5.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L6.8 7.8l-2-.3-1 3 2 1v2l-2 1 1 3 2-.3 1.5 1.5-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.5-1.5 2 .3 1-3-2-1z',
  briefcase: 'M4 7h16v13H4zM9 7V4h6v3M4 12h16',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  warehouse: 'M3 9l9-5 9 5v11H3zM7 20v-7h10v7M7 16h10',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
};

const DIRECTIONAL = new Set<IconName>(['chevron-start', 'chevron-end', 'arrow-start', 'arrow-end', 'logout']);

/** Props of {@link Icon}. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  /** Which icon to draw. */
  name: IconName;
  /** Accessible name; without it the icon is decorative (`aria-hidden`). */
  label?: string;
};

/** A decorative or labelled icon that inherits the text colour and size. */
export function Icon({ name, label, className, ...rest }: IconProps) {
  const classes = [icon, DIRECTIONAL.has(name) ? mirrored : undefined, className].filter(Boolean).join(' ');
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classes}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** A small indeterminate spinner for pending states (decorative: pair it with an announced status). */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={[icon, spinner, className].filter(Boolean).join(' ')}
      aria-hidden
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
