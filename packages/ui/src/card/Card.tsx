import { createElement, useId, type ReactNode } from 'react';

import * as css from './Card.css';

/** Props of {@link Card}. */
export type CardProps = {
  /** Heading of the card; also names the card's region for assistive technology. */
  title?: string;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the inline end of the header (a menu, a small button). */
  actions?: ReactNode;
  /** Content under the header. */
  children?: ReactNode;
  /** Actions along the bottom, aligned to the inline end. */
  footer?: ReactNode;
  /** Extra class for layout from the parent. */
  className?: string;
};

/** A surface grouping related content: optional titled header with actions, body and footer. */
export function Card({ title, headingLevel = 2, actions, children, footer, className }: CardProps) {
  const titleId = useId();
  return (
    <section className={[css.root, className].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : undefined}>
      {title || actions ? (
        <div className={css.header}>
          {title ? createElement(`h${headingLevel}`, { id: titleId, className: css.title }, title) : <span />}
          {actions}
        </div>
      ) : null}
      {children !== undefined ? <div className={css.body}>{children}</div> : null}
      {footer ? <div className={css.footer}>{footer}</div> : null}
    </section>
  );
}
