import { ToastRegion } from '@erp/ui';

/**
 * The app's toast region, in its own chunk: it is loaded right after the first render instead of before it.
 * Toasts raised meanwhile wait in the shared queue and appear once it mounts.
 */
export default function ToastHost() {
  return <ToastRegion />;
}
