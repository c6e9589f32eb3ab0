import type { MouseEvent, ReactNode } from 'react';

import * as css from './StockLink.css';
import type { Navigate } from './stock.types';

/** Props of {@link StockLink}. */
export type StockLinkProps = {
  href: string;
  /** Follows the link in the app; a modified click (new tab) is left to the browser. */
  onNavigate?: Navigate;
  children: ReactNode;
  className?: string;
};

/** A link to another page of the app: a real address (new tab, copy), followed by the app's router on a plain click. */
export function StockLink({ href, onNavigate, children, className }: StockLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a href={href} className={className ?? css.link} onClick={click}>
      {children}
    </a>
  );
}
