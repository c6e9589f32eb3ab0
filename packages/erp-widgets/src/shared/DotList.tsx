import * as css from './shared.css';

/**
 * Short facts on one line, separated by middle dots: a line's warehouse and supplier, a document's number and its
 * client or supplier. Each fact is isolated (`<bdi>`), and the dots belong to the surrounding direction, so they sit between
 * the facts in both English and Arabic.
 */
export function DotList({ items }: { items: ReadonlyArray<string | null | undefined> }) {
  return (
    <span className={css.dotList}>
      {items
        .filter((item): item is string => Boolean(item))
        .map((item, i) => (
          <span key={i}>
            <bdi>{item}</bdi>
          </span>
        ))}
    </span>
  );
}
