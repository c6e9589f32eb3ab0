import { useCallback, useState } from 'react';

/**
 * Open state that is controlled when `isOpen` is given and internal otherwise; `setOpen` always reports through
 * `onOpenChange`. Dialogs that must veto a close (pending, unsaved changes) route every close through it.
 */
export function useControlledOpen(
  isOpen: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((isOpen: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [internal, setInternal] = useState(defaultOpen ?? false);
  const open = isOpen ?? internal;
  const setOpen = useCallback(
    (next: boolean) => {
      if (isOpen === undefined) setInternal(next);
      onOpenChange?.(next);
    },
    [isOpen, onOpenChange],
  );
  return [open, setOpen];
}
