import { toast } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../common.messages';

/**
 * Says why a step was refused in an error toast ("Validation Error" unless `title` says otherwise), one at a time
 * per `key`. A wizard's validation runs while the wizard updates its state, so the toast is raised just after.
 */
export function toastValidationError(
  intl: IntlShape,
  { message, key, title = cm.validationError }: { message: string; key: string; title?: MessageDescriptor },
): void {
  queueMicrotask(() => toast.error(intl.formatMessage(title), { message, key }));
}
