import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ToastQueue } from './ToastQueue';

const titles = (q: ToastQueue) => ({ visible: q.visible?.title ?? null, waiting: q.waiting.map((t) => t.title) });

describe('ToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time and keeps the others waiting in order', () => {
    const q = new ToastQueue();
    q.add('info', 'A');
    q.add('success', 'B');
    q.add('error', 'C');
    expect(titles(q)).toEqual({ visible: 'A', waiting: ['B', 'C'] });
  });

  it('hides after 5000 ms by default and shows the next 300 ms later', () => {
    const q = new ToastQueue();
    q.add('info', 'A');
    q.add('info', 'B');
    vi.advanceTimersByTime(4999);
    expect(q.visible?.title).toBe('A');
    vi.advanceTimersByTime(1);
    expect(titles(q)).toEqual({ visible: null, waiting: ['B'] });
    vi.advanceTimersByTime(299);
    expect(q.visible).toBeNull();
    vi.advanceTimersByTime(1);
    expect(titles(q)).toEqual({ visible: 'B', waiting: [] });
    vi.advanceTimersByTime(5000);
    expect(q.visible).toBeNull();
  });

  it('honours a per-toast duration and a custom default', () => {
    const q = new ToastQueue({ defaultDuration: 1000, gap: 50 });
    q.add('info', 'A', { duration: 200 });
    q.add('info', 'B');
    vi.advanceTimersByTime(200);
    expect(q.visible).toBeNull();
    vi.advanceTimersByTime(50);
    expect(q.visible?.title).toBe('B');
    vi.advanceTimersByTime(999);
    expect(q.visible?.title).toBe('B');
    vi.advanceTimersByTime(1);
    expect(q.visible).toBeNull();
  });

  it.each([0, null])('keeps a toast with duration %s until it is dismissed', (duration) => {
    const q = new ToastQueue();
    const close = q.add('error', 'Sticky', { duration });
    q.add('info', 'Next');
    expect(q.visible?.duration).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(q.visible?.title).toBe('Sticky');
    close();
    expect(q.visible).toBeNull();
    vi.advanceTimersByTime(300);
    expect(q.visible?.title).toBe('Next');
  });

  it('dismissing the visible toast shows the next one after the gap; closing a waiting one drops it', () => {
    const q = new ToastQueue();
    const closeA = q.add('info', 'A');
    const closeB = q.add('info', 'B');
    q.add('info', 'C');
    closeB();
    expect(titles(q)).toEqual({ visible: 'A', waiting: ['C'] });
    closeA();
    expect(q.visible).toBeNull();
    closeA(); // closing twice is harmless
    vi.advanceTimersByTime(300);
    expect(titles(q)).toEqual({ visible: 'C', waiting: [] });
  });

  it('a toast added during the gap waits for the gap to end', () => {
    const q = new ToastQueue();
    const close = q.add('info', 'A');
    close();
    vi.advanceTimersByTime(100);
    q.add('info', 'B');
    expect(q.visible).toBeNull();
    vi.advanceTimersByTime(200);
    expect(q.visible?.title).toBe('B');
  });

  it('toasts raised together wait in order behind the visible one', () => {
    const q = new ToastQueue();
    q.add('info', 'Uploading');
    q.add('error', 'Failed');
    expect(titles(q)).toEqual({ visible: 'Uploading', waiting: ['Failed'] });
  });

  it('a toast raised later takes the visible place at once; the ones raised together still wait', () => {
    const q = new ToastQueue();
    q.add('error', 'Download failed');
    q.add('info', 'Second of the burst');
    vi.advanceTimersByTime(1000);
    q.add('error', 'Name is required');
    expect(titles(q)).toEqual({ visible: 'Name is required', waiting: ['Second of the burst'] });
    // Its own 5000 ms start now, then the gap, then the next one.
    vi.advanceTimersByTime(4999);
    expect(q.visible?.title).toBe('Name is required');
    vi.advanceTimersByTime(1);
    expect(q.visible).toBeNull();
    vi.advanceTimersByTime(300);
    expect(q.visible?.title).toBe('Second of the burst');
  });

  it('replace: false waits in line even when raised later', () => {
    const q = new ToastQueue();
    q.add('info', 'A');
    vi.advanceTimersByTime(1000);
    q.add('info', 'B', { replace: false });
    expect(titles(q)).toEqual({ visible: 'A', waiting: ['B'] });
  });

  it('replace: true replaces the visible toast at once, without a gap, and restarts the timer', () => {
    const q = new ToastQueue();
    q.add('info', 'A');
    q.add('info', 'B');
    vi.advanceTimersByTime(4000);
    q.add('warning', 'Now', { replace: true });
    expect(titles(q)).toEqual({ visible: 'Now', waiting: ['B'] });
    vi.advanceTimersByTime(4999);
    expect(q.visible?.title).toBe('Now');
    vi.advanceTimersByTime(1);
    expect(q.visible).toBeNull();
    vi.advanceTimersByTime(300);
    expect(q.visible?.title).toBe('B');
  });

  it('the same key as the visible toast replaces it; the old close function no longer closes the update', () => {
    const q = new ToastQueue();
    const closeSaving = q.add('info', 'Saving…', { key: 'save-42', duration: null });
    q.add('info', 'Other');
    q.add('success', 'Saved', { key: 'save-42' });
    expect(titles(q)).toEqual({ visible: 'Saved', waiting: ['Other'] });
    closeSaving();
    expect(q.visible?.title).toBe('Saved');
    vi.advanceTimersByTime(5000);
    expect(q.visible).toBeNull();
  });

  it('the same key as a waiting toast takes its place in the line', () => {
    const q = new ToastQueue();
    q.add('info', 'A');
    q.add('info', 'Saving…', { key: 'k' });
    q.add('info', 'C');
    q.add('success', 'Saved', { key: 'k' });
    expect(titles(q)).toEqual({ visible: 'A', waiting: ['Saved', 'C'] });
  });

  it('replace: true with nothing visible joins the line', () => {
    const q = new ToastQueue();
    const close = q.add('info', 'A');
    close();
    q.add('info', 'B', { replace: true });
    expect(titles(q)).toEqual({ visible: null, waiting: ['B'] });
    vi.advanceTimersByTime(300);
    expect(q.visible?.title).toBe('B');
  });

  it('pause keeps the visible toast and resume continues with the time left', () => {
    const q = new ToastQueue();
    q.add('info', 'A');
    vi.advanceTimersByTime(3000);
    q.pause();
    vi.advanceTimersByTime(60_000);
    expect(q.visible?.title).toBe('A');
    q.resume();
    vi.advanceTimersByTime(1999);
    expect(q.visible?.title).toBe('A');
    vi.advanceTimersByTime(1);
    expect(q.visible).toBeNull();
  });

  it('notifies subscribers with a new snapshot on each change, and clear empties the queue', () => {
    const q = new ToastQueue();
    const listener = vi.fn();
    const unsubscribe = q.subscribe(listener);
    const first = q.getSnapshot();
    q.add('info', 'A');
    q.add('info', 'B');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(q.getSnapshot()).not.toBe(first);
    expect(q.getSnapshot()).toBe(q.getSnapshot());
    q.clear();
    expect(q.getSnapshot()).toEqual({ visible: null, waiting: [] });
    vi.advanceTimersByTime(10_000);
    expect(q.visible).toBeNull();
    unsubscribe();
    q.add('info', 'C');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
