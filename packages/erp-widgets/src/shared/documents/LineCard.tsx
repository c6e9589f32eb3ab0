import { Button, Icon } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import * as css from '../shared.css';
import { linesMessages as m, linesNamedMessages as mn } from './documents.messages';

// The parts every document line editor is made of (sales documents, purchase requests, transfers): the card of one
// line with its heading and remove button, the facts shown under a picked item, and a refusal shown as an alert.

/** Props of {@link LineCard}. */
export type LineCardProps = {
  /** The line's local key (`data-line-key`, and the heading's id). */
  lineKey: string;
  /** The line's place, from 1 ("Item 2"). */
  n: number;
  /** A tag after the heading (the line's kind) and the `data-line-kind` it sets. */
  kind?: { id: string; label?: string };
  /** Removes the line; without it the card has no remove button. */
  onRemove?: () => void;
  /** The remove button is disabled (the form is busy). */
  isDisabled?: boolean;
  children: ReactNode;
};

/**
 * One line of a document in an editor: a list item named by its heading ("Item 2"), the remove button, then the
 * line's own fields.
 *
 * @selector [data-line-key] on the card, [data-line-kind] when it has a kind
 */
export function LineCard({ lineKey, n, kind, onRemove, isDisabled, children }: LineCardProps) {
  const intl = useIntl();
  const headingId = `${lineKey}-heading`;
  return (
    <li className={css.line} data-line-key={lineKey} data-line-kind={kind?.id} aria-labelledby={headingId}>
      <div className={css.lineHeader}>
        <h4 id={headingId} className={css.lineTitle}>
          {intl.formatMessage(mn.lineHeading, { n })}
          {kind?.label ? <span className={css.lineKind}>{kind.label}</span> : null}
        </h4>
        {onRemove ? (
          <Button
            size="sm"
            variant="ghost"
            iconOnly
            icon={<Icon name="trash" />}
            aria-label={intl.formatMessage(mn.removeLine, { n })}
            onPress={onRemove}
            isDisabled={isDisabled}
          />
        ) : null}
      </div>
      {children}
    </li>
  );
}

/** One fact under a line's item: its label, its value, and the data attributes that find it. */
export type LineFact = {
  id: string;
  label: string;
  value: ReactNode;
  /** Attributes of the value (`{ 'data-line-stock': key }`). */
  data?: Readonly<Record<`data-${string}`, string>>;
};

/** The facts of a line's picked item (its warehouse, supplier, stock…), as a description list. */
export function LineFacts({ facts }: { facts: readonly LineFact[] }) {
  return (
    <dl className={css.lineMeta}>
      {facts.map((f) => (
        <div key={f.id} className={css.lineMetaItem}>
          <dt>{f.label}</dt>
          <dd className={css.lineMetaValue} {...f.data}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A refusal of a form's field that has no input of its own (`items`, a line), as an alert; nothing without one. */
export function FieldAlert({ text }: { text: string | undefined }) {
  return text ? (
    <p className={css.notice.danger} role="alert">
      {text}
    </p>
  ) : null;
}

/** The one button under a list of lines that adds a line ("Add item"), for documents of one kind of line. */
export function AddLineButton({ onAdd, isDisabled }: { onAdd: () => void; isDisabled?: boolean }) {
  const intl = useIntl();
  return (
    <div>
      <Button variant="secondary" icon={<Icon name="plus" />} onPress={onAdd} isDisabled={isDisabled}>
        {intl.formatMessage(m.addLine)}
      </Button>
    </div>
  );
}
