import type { ListColumn } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../shared/common.messages';
import type { SearchInventory } from '../shared/documents/LinesEditor';
import { formatDay, localName } from '../shared/format';
import { moneyColumn, textColumn } from '../shared/list-screen/columns';
import type { CrudPermissions, ListScreenBaseProps } from '../shared/list-screen/list.types';
import type { RecordWizardBinding } from '../shared/list-screen/useRecordDialogs';
import type { PrintedDocumentIntents } from './printedDocument';
import { salesMessages as sm } from './sales.messages';
import type { FileUrl, SalesSettings, SearchClients } from './sales.types';

/**
 * What every sales document's screen (invoices, quotations, receipts) takes: the list and its viewer, the printed
 * form, what its wizard proposes from, and save and delete. `R` is a row, `D` what the viewer loads, `F` the
 * filters, `V` what the wizard submits, `P` the user's rights.
 */
export type SalesScreenProps<R, D, F, V, P extends CrudPermissions = CrudPermissions> = Omit<
  ListScreenBaseProps<R, D, F>,
  'permissions'
> &
  PrintedDocumentIntents<R> & {
    /** What the user may do; actions without permission, or that the document's status rules out, are not offered. */
    permissions: P;
    /** The VAT rates (and, for invoices, the payment terms) the wizard proposes. */
    settings: SalesSettings;
    /**
     * Today as `YYYY-MM-DD`: the date filters and markers, and the dates a new document proposes.
     * @default today in the browser's time zone
     */
    today?: string;
    /** The wizard's client search. */
    searchClients: SearchClients;
    /** The wizard's inventory search. */
    searchInventory: SearchInventory;
    /** The download address of a stored attachment. */
    fileUrl?: FileUrl<R>;
    /** Saves a new document (`record` null) or changes one; the wizard stays open and shows refused fields if it rejects. */
    onSave: (values: V, record: R | null) => Promise<unknown>;
    /** Deletes a document. */
    onDelete: (record: R) => Promise<unknown>;
  };

/**
 * The props a screen gives its open wizard (see `useRecordDialogs`): the settings, today and searches it proposes
 * from, and its submit, which saves and closes, and close.
 */
export function salesWizardProps<R, V>(
  props: Pick<SalesScreenProps<R, unknown, unknown, V>, 'settings' | 'searchClients' | 'searchInventory' | 'fileUrl'>,
  today: string,
  { onSubmit, onClose }: RecordWizardBinding<R, V, []>,
) {
  return {
    settings: props.settings,
    today,
    searchClients: props.searchClients,
    searchInventory: props.searchInventory,
    fileUrl: props.fileUrl,
    onSubmit,
    onClose,
  };
}

/** What every sales document shows in its list: its client, issue date and total. */
type ListedDocument = { clientName: string; clientNameAr?: string; issueDate: string; total: number };

/** The list columns every sales document has, each sortable: the client, the issue date, the total (`header`). */
export function salesColumns<R extends ListedDocument>(
  intl: IntlShape,
): { client: ListColumn<R>; issueDate: ListColumn<R>; total: (header?: MessageDescriptor) => ListColumn<R> } {
  return {
    client: textColumn(intl, 'client', cm.client, (r) =>
      localName(intl.locale, { name: r.clientName, nameAr: r.clientNameAr }),
    ),
    issueDate: {
      id: 'issueDate',
      header: intl.formatMessage(sm.issueDate),
      sortable: true,
      cell: (r) => formatDay(intl, r.issueDate),
    },
    total: (header = cm.total) => moneyColumn(intl, 'total', header, (r) => r.total),
  };
}
