import type { IconName, RowAction, ViewerAction } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** How a sales document's action looks: its label, icon and, on a viewer button, its variant. */
export type DocumentActionLook = { label: MessageDescriptor; icon: IconName; variant?: ViewerAction['variant'] };

/** An action on a sales document as a row menu entry and a viewer button. */
export type DocumentActionEntry = RowAction & { variant?: ViewerAction['variant'] };

/**
 * A document's actions that `allowed` holds (what its status and the user's permissions allow), in `order`, each
 * running `run` with its name (the screen opens the action's dialog).
 */
export function documentActions<A extends string, R>(
  intl: IntlShape,
  looks: Record<A, DocumentActionLook>,
  allowed: ReadonlySet<A>,
  record: R,
  order: readonly A[],
  run: (action: A, record: R) => void,
): DocumentActionEntry[] {
  return order
    .filter((id) => allowed.has(id))
    .map((id) => ({
      id,
      label: intl.formatMessage(looks[id].label),
      icon: looks[id].icon,
      variant: looks[id].variant,
      onAction: () => run(id, record),
    }));
}
