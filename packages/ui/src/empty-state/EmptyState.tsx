import { createElement, type ReactNode } from 'react';

import * as css from './EmptyState.css';

/** Props of {@link EmptyState}. */
export type EmptyStateProps = {
  /** Decorative icon shown above the title (e.g. `<Icon name="file" />`). */
  icon?: ReactNode;
  /** Short statement of what is empty ("No invoices yet"). */
  title: string;
  /** One or two sentences on why, or what to do next. */
  description?: ReactNode;
  /** A call to action, usually a primary Button ("Add invoice"). */
  action?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for layout from the parent. */
  className?: string;
};

/** The "nothing here yet" state of a list, panel or page: icon, title, description and an optional action. */
export function EmptyState({ icon, title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <div className={[css.root, className].filter(Boolean).join(' ')} data-empty-state="">
      {icon ? (
        <span className={css.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      {createElement(`h${headingLevel}`, { className: css.title }, title)}
      {description ? <p className={css.description}>{description}</p> : null}
      {action ? <div className={css.action}>{action}</div> : null}
    </div>
  );
}
