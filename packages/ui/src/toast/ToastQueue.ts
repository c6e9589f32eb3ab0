import type { ReactNode } from 'react';

/** The kind of a toast: it picks the colour, the icon and how urgently it is announced. */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Closes one toast: hides it when visible, drops it when still waiting. Calling it again does nothing. */
export type CloseFunction = () => void;

/** Options of one toast. */
export type ToastOptions = {
  /** The body text under the title. */
  message?: ReactNode;
  /**
   * Milliseconds the toast stays visible once shown. `0` or `null` keeps it until it is dismissed.
   * @default 5000 (the queue's `defaultDuration`)
   */
  duration?: number | null;
  /**
   * Identifies one operation (e.g. `invoice-42-save`). A new toast with the key of the visible toast replaces it at
   * once; with the key of a waiting toast it takes that toast's place in the line. Keys never reorder the line.
   */
  key?: string;
  /**
   * Whether the toast takes the visible toast's place at once. By default it does, unless it was raised together
   * with the visible toast (in the same turn of the event loop): toasts raised together wait in order. `false`
   * always waits in line; `true` always replaces.
   */
  replace?: boolean;
};

/** A toast as the queue holds it. */
export type ToastItem = {
  /** Unique per `add` call. */
  id: string;
  kind: ToastKind;
  title: ReactNode;
  message?: ReactNode;
  /** Resolved duration in milliseconds; `null` means sticky. */
  duration: number | null;
  key?: string;
};

/** What a region renders: the one visible toast and the ones waiting, in order. */
export type ToastSnapshot = {
  visible: ToastItem | null;
  waiting: readonly ToastItem[];
};

/** Options of a {@link ToastQueue}. */
export type ToastQueueOptions = {
  /**
   * Milliseconds a toast stays visible when it sets no `duration`.
   * @default 5000
   */
  defaultDuration?: number;
  /**
   * Milliseconds between one toast hiding and the next one showing.
   * @default 300
   */
  gap?: number;
};

type Timer = ReturnType<typeof setTimeout>;

/**
 * A first-in, first-out line of toasts of which exactly one is visible at a time.
 *
 * - A toast is shown at once when nothing is visible and no gap is running; otherwise it waits its turn.
 * - The visible toast hides after its duration (5000 ms by default; `0`/`null` = until dismissed) or when closed,
 *   and the next one shows `gap` (300 ms) later.
 * - Replacement rule (the specification's "a new toast replaces the visible one"): a new toast takes the visible
 *   toast's place at once, with no gap, and its own duration starts from then; the visible one is gone. Toasts
 *   raised together (in the same turn of the event loop, e.g. two failures of one action) wait in order instead,
 *   so none of a burst is lost; `replace: false` always waits, `replace: true` always replaces. A toast with the
 *   same `key` as the visible toast (an update of one operation, "Saving…" then "Saved") replaces it; with the
 *   `key` of a waiting toast it takes that toast's place, so a line never holds two states of one operation.
 *   A toast raised during the gap after a hidden one waits for the gap (300 ms).
 * - `pause()`/`resume()` stop and restart the visible toast's timer (the region pauses while hovered or focused,
 *   so a user who reaches a toast can read it: WCAG 2.2.1).
 *
 * Framework-free and timer-driven (`setTimeout`), so it is tested with fake timers. Subscribe with
 * `useSyncExternalStore(queue.subscribe, queue.getSnapshot)`.
 */
export class ToastQueue {
  readonly defaultDuration: number;
  readonly gap: number;

  #visible: ToastItem | null = null;
  #waiting: ToastItem[] = [];
  #hideTimer: Timer | undefined;
  #gapTimer: Timer | undefined;
  #remaining = 0;
  #startedAt = 0;
  #paused = false;
  #seq = 0;
  /** Set while toasts raised in this turn of the event loop arrive: they are "raised together". */
  #batch: Timer | undefined;
  #listeners = new Set<() => void>();
  #snapshot: ToastSnapshot = { visible: null, waiting: [] };

  constructor({ defaultDuration = 5000, gap = 300 }: ToastQueueOptions = {}) {
    this.defaultDuration = defaultDuration;
    this.gap = gap;
  }

  /** Adds a toast and returns the function that closes it. */
  add(kind: ToastKind, title: ReactNode, options: ToastOptions = {}): CloseFunction {
    const { message, key } = options;
    const together = this.#batch !== undefined;
    const replace = options.replace ?? !together;
    if (!together) this.#batch = setTimeout(() => (this.#batch = undefined), 0);
    const duration = options.duration === undefined ? this.defaultDuration : options.duration || null;
    const item: ToastItem = { id: `toast-${++this.#seq}`, kind, title, message, duration, key };

    const visible = this.#visible;
    const waitingIndex = key === undefined ? -1 : this.#waiting.findIndex((t) => t.key === key);
    if (visible && (replace || (key !== undefined && visible.key === key))) {
      this.#clearHideTimer();
      this.#show(item);
    } else if (waitingIndex >= 0) {
      this.#waiting[waitingIndex] = item;
    } else {
      this.#waiting.push(item);
      this.#advance();
    }
    this.#emit();
    return () => this.close(item.id);
  }

  /** Closes a toast by id: hides it when visible (the next one follows after the gap), drops it when waiting. */
  close = (id: string): void => {
    if (this.#visible?.id === id) {
      this.#hideVisible();
    } else {
      const before = this.#waiting.length;
      this.#waiting = this.#waiting.filter((t) => t.id !== id);
      if (this.#waiting.length === before) return;
    }
    this.#emit();
  };

  /** Removes every toast, visible and waiting, and cancels the timers. */
  clear = (): void => {
    this.#clearHideTimer();
    if (this.#batch !== undefined) clearTimeout(this.#batch);
    this.#batch = undefined;
    if (this.#gapTimer !== undefined) clearTimeout(this.#gapTimer);
    this.#gapTimer = undefined;
    this.#visible = null;
    this.#waiting = [];
    this.#emit();
  };

  /** Stops the visible toast's timer (and the timer of any toast shown while paused). */
  pause = (): void => {
    if (this.#paused) return;
    this.#paused = true;
    if (this.#hideTimer !== undefined) {
      this.#clearHideTimer();
      this.#remaining = Math.max(0, this.#remaining - (Date.now() - this.#startedAt));
    }
  };

  /** Restarts the visible toast's timer with the time it had left. */
  resume = (): void => {
    if (!this.#paused) return;
    this.#paused = false;
    if (this.#visible?.duration != null) this.#startHideTimer();
  };

  /** Registers a listener called after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The current state; the same object until something changes. */
  getSnapshot = (): ToastSnapshot => this.#snapshot;

  /** The visible toast, if any. */
  get visible(): ToastItem | null {
    return this.#visible;
  }

  /** The toasts waiting their turn, first in line first. */
  get waiting(): readonly ToastItem[] {
    return this.#snapshot.waiting;
  }

  #show(item: ToastItem) {
    this.#visible = item;
    this.#remaining = item.duration ?? 0;
    if (item.duration != null && !this.#paused) this.#startHideTimer();
  }

  #startHideTimer() {
    this.#startedAt = Date.now();
    this.#hideTimer = setTimeout(() => {
      this.#hideTimer = undefined;
      this.#hideVisible();
      this.#emit();
    }, this.#remaining);
  }

  #clearHideTimer() {
    if (this.#hideTimer !== undefined) clearTimeout(this.#hideTimer);
    this.#hideTimer = undefined;
  }

  #hideVisible() {
    this.#clearHideTimer();
    this.#visible = null;
    this.#gapTimer = setTimeout(() => {
      this.#gapTimer = undefined;
      this.#advance();
      this.#emit();
    }, this.gap);
  }

  #advance() {
    if (this.#visible || this.#gapTimer !== undefined) return;
    const next = this.#waiting.shift();
    if (next) this.#show(next);
  }

  #emit() {
    this.#snapshot = { visible: this.#visible, waiting: [...this.#waiting] };
    for (const listener of this.#listeners) listener();
  }
}
