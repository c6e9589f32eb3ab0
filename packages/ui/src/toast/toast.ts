import type { ReactNode } from 'react';

import { ToastQueue, type CloseFunction, type ToastKind, type ToastOptions } from './ToastQueue';

/** The application's toast queue; `<ToastRegion />` shows it unless given another queue. */
export const toastQueue = new ToastQueue();

const show = (kind: ToastKind) => (title: ReactNode, options?: ToastOptions) => toastQueue.add(kind, title, options);

/**
 * Shows a toast from anywhere (event handlers, mutation callbacks), in the app's one `<ToastRegion />`.
 * Each call returns the function that closes that toast. Titles and messages must already be localised
 * (`intl.formatMessage(...)` or a `<FormattedMessage>` element).
 *
 * @example
 * const close = toast.info(intl.formatMessage(m.saving), { key: 'invoice-save', duration: null });
 * toast.success(intl.formatMessage(m.saved), { key: 'invoice-save' }); // replaces "Saving…" at once
 */
export const toast: {
  success: (title: ReactNode, options?: ToastOptions) => CloseFunction;
  error: (title: ReactNode, options?: ToastOptions) => CloseFunction;
  info: (title: ReactNode, options?: ToastOptions) => CloseFunction;
  warning: (title: ReactNode, options?: ToastOptions) => CloseFunction;
  /** Removes every toast, visible and waiting (on sign-out, for example). */
  clear: () => void;
} = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  clear: () => toastQueue.clear(),
};
