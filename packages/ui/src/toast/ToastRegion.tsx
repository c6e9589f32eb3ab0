import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';

import { Button } from '../button/Button';
import { Icon, type IconName } from '../icon/Icon';
import { toastQueue } from './toast';
import type { ToastItem, ToastKind, ToastQueue } from './ToastQueue';
import * as styles from './ToastRegion.css';
import { toastMessages as messages } from './ToastRegion.messages';

/** Props of {@link ToastRegion}. */
export type ToastRegionProps = {
  /**
   * The queue to show. Tests and stories pass their own; the app uses the shared one behind `toast.*`.
   * @default toastQueue
   */
  queue?: ToastQueue;
  /** Extra class for the region. */
  className?: string;
};

const ICONS: Record<ToastKind, IconName> = { success: 'check', error: 'alert', warning: 'alert', info: 'info' };
const ASSERTIVE: ReadonlySet<ToastKind> = new Set(['error', 'warning']);

/**
 * Where toasts appear: place it once, at the end of the app layout. It is a labelled landmark ("Notifications")
 * fixed at the bottom inline end (bottom right in English, bottom left in Arabic), showing the queue's one visible
 * toast. Queue rules (one at a time, FIFO, 5000 ms, 300 ms gap, `replace`/`key`) are documented on {@link ToastQueue}.
 *
 * Announcements: two live regions stay mounted so screen readers pick up new content: info and success toasts go
 * into a polite `role="status"`, errors and warnings into an assertive `role="alert"`. The timer pauses while the
 * pointer is over the region or focus is inside it. The close button is a normal tab stop.
 *
 * @selector [data-has-toast] on the region while a toast is visible; [data-kind="success|error|info|warning"] on the toast
 */
export function ToastRegion({ queue = toastQueue, className }: ToastRegionProps) {
  const intl = useIntl();
  const { visible } = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);

  useEffect(() => {
    if (isHovered || isFocusWithin) queue.pause();
    else queue.resume();
  }, [isHovered, isFocusWithin, queue]);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
  };
  const dismiss = (item: ToastItem) => {
    // The focused close button unmounts with its toast and no blur follows, so leave the paused state here.
    setFocusWithin(false);
    queue.close(item.id);
  };

  const card = visible && (
    <div key={visible.id} className={styles.toast({ kind: visible.kind })} data-kind={visible.kind}>
      <Icon name={ICONS[visible.kind]} className={styles.kindIcon({ kind: visible.kind })} />
      <div className={styles.content}>
        <p className={styles.title}>{visible.title}</p>
        {visible.message != null && <p className={styles.message}>{visible.message}</p>}
      </div>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={<Icon name="close" />}
        aria-label={intl.formatMessage(messages.dismiss)}
        onPress={() => dismiss(visible)}
      />
    </div>
  );
  const isAssertive = visible != null && ASSERTIVE.has(visible.kind);

  return (
    <section
      aria-label={intl.formatMessage(messages.region)}
      className={[styles.region, className].filter(Boolean).join(' ')}
      data-has-toast={visible ? '' : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {!isAssertive && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {isAssertive && card}
      </div>
    </section>
  );
}
