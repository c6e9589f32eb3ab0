import { useId, type ReactNode } from 'react';

import * as css from './RelatedList.css';

/** One related record: its name, a second line, and short facts at the inline end. */
export type RelatedItem = {
  id: string;
  primary: ReactNode;
  secondary?: ReactNode;
  /** The second line is an address or a file name: laid out left to right in either language. */
  secondaryLtr?: boolean;
  /** Short facts (a size, a date), or one left-to-right value (an e-mail) with `metaLtr`. */
  meta?: readonly ReactNode[];
  metaLtr?: boolean;
};

/** Props of {@link RelatedList}. */
export type RelatedListProps = {
  title: ReactNode;
  /** What the list says when there is nothing in it. */
  empty: ReactNode;
  items: readonly RelatedItem[];
};

/** A viewer's list of related records (a client's contacts, an employee's documents), with its heading. */
export function RelatedList({ title, empty, items }: RelatedListProps) {
  const headingId = useId();
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.title}>
        {title}
      </h3>
      {items.length === 0 ? (
        <p className={css.muted}>{empty}</p>
      ) : (
        <ul className={css.list}>
          {items.map((item) => (
            <li key={item.id} className={css.item}>
              <span>
                <bdi>{item.primary}</bdi>
                {item.secondary ? (
                  item.secondaryLtr ? (
                    <span className={`${css.secondary} ${css.ltr}`}>{item.secondary}</span>
                  ) : (
                    <bdi className={css.secondary}>{item.secondary}</bdi>
                  )
                ) : null}
              </span>
              {item.meta ? (
                <span className={item.metaLtr ? `${css.meta} ${css.ltr}` : css.meta}>
                  {item.metaLtr ? item.meta : item.meta.map((m, i) => <bdi key={i}>{m}</bdi>)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
