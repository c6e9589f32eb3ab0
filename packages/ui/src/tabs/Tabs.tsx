import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';

import * as css from './Tabs.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Props of {@link Tabs}: react-aria's Tabs (selectedKey/onSelectionChange, orientation, keyboardActivation). */
export type TabsProps = Omit<AriaTabsProps, 'className'> & { /** Extra class for layout. */ className?: string };
/** Props of {@link TabList}; `aria-label` names the list when no visible heading does. */
export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className'> & {
  /** Extra class for layout. */ className?: string;
};
/** Props of {@link Tab}; `id` links it to the TabPanel with the same id. */
export type TabProps = Omit<AriaTabProps, 'className'> & { /** Extra class for layout. */ className?: string };
/** Props of {@link TabPanel}; `id` matches its Tab. */
export type TabPanelProps = Omit<AriaTabPanelProps, 'className'> & {
  /** Extra class for layout. */ className?: string;
};

/**
 * Tabs on react-aria: arrow keys move between tabs and follow the reading direction (ArrowLeft goes to the
 * next tab in Arabic), Home/End jump to the ends.
 *
 * @selector [data-orientation]
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={join(css.tabs, className)} />;
}

/** The row of tabs. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={join(css.tabList, className)} />;
}

/**
 * One tab.
 *
 * @selector [data-selected], [data-focus-visible], [data-hovered], [data-disabled]
 */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={join(css.tab, className)} />;
}

/** The content shown for the selected tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={join(css.tabPanel, className)} />;
}
