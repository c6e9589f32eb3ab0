// The labels of the server's enumerations (statuses, types, methods, categories…), one catalogue for the app,
// the PDFs and the exports: @erp/schema's, generated from the server's schema.
import { enumMessage, type EnumCollection, type EnumField } from '@erp/schema';
import type { ListFilterOption } from '@erp/ui';
import type { IntlShape } from 'react-intl';

/** The label of a select value in the active language (the value itself if the schema has none; '' for none). */
export function enumLabel<C extends EnumCollection>(
  intl: IntlShape,
  collection: C,
  field: EnumField<C>,
  value: string | null | undefined,
): string {
  if (!value) return '';
  const message = enumMessage(collection, field, value);
  return message ? intl.formatMessage(message) : value;
}

/** The values of a select field as choices for a select or a list filter, labelled in the active language. */
export function enumOptions<C extends EnumCollection>(
  intl: IntlShape,
  collection: C,
  field: EnumField<C>,
  values: readonly string[],
): ListFilterOption[] {
  return values.map((value) => ({ id: value, label: enumLabel(intl, collection, field, value) }));
}
