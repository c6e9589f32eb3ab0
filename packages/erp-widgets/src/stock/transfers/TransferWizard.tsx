import { DatePicker, TextArea, type FieldErrors, type IsoDate } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatDay, formatQuantity, isoDay, localName, localToday } from '../../shared/format';
import { useFormValues } from '../../shared/record-form/useFormValues';
import { ReviewList } from '../../shared/ReviewList';
import * as css from '../../shared/shared.css';
import {
  emptyTransferLine,
  lineProblemText,
  TransferEditor,
  transferLineFields,
  type SearchWarehouseItems,
} from './TransferEditor';
import { transferProblems } from './transfers.checks';
import { transferMessages as m, transferNamedMessages as mn } from './transfers.messages';
import type { StockItemOption, TransferDetail, TransferDraft, TransferFormValues } from './transfers.types';
import { linesMessages as lm, linesNamedMessages as lmn } from '../../shared/documents/documents.messages';
import { stockFlowMessages as sm } from '../stock.messages';
import type { WarehouseOption } from '../stock.types';
import { StockDraftWizard } from '../StockDocuments';

/** What a link may fill in a new transfer (`?new=1&item=…&from=…`): the source warehouse and one item line. */
export type TransferPrefill = { fromWarehouse?: string; item?: StockItemOption | null; quantity?: number | null };

/** Props of {@link TransferWizard}. */
export type TransferWizardProps = {
  /** The draft transfer to edit, or null for a new one. */
  record: TransferDetail | null;
  /** A new transfer's source and first line (from a link). */
  prefill?: TransferPrefill;
  warehouses: readonly WarehouseOption[];
  searchItems: SearchWarehouseItems;
  /** Today, `YYYY-MM-DD`: a new transfer's date. */
  today?: IsoDate;
  /** Saves the transfer; the wizard stays pending until it settles, and shows the refused fields. */
  onSubmit: (values: TransferFormValues) => Promise<unknown>;
  onClose: () => void;
  /** The step shown first (0-based). */
  defaultStep?: number;
};

type State = { draft: TransferDraft; date: IsoDate | null; notes: string };

function initialState({ record, prefill, today }: TransferWizardProps, locale: string): State {
  if (record)
    return {
      draft: {
        fromWarehouse: record.fromWarehouse,
        toWarehouse: record.toWarehouse,
        lines: record.lines.map((l) =>
          emptyTransferLine(
            l.item
              ? {
                  id: l.item,
                  name: l.itemName,
                  sku: l.sku,
                  warehouse: l.itemWarehouse,
                  quantity: l.available ?? 0,
                  minQuantity: l.minQuantity,
                  supplier: l.supplier,
                  supplierName: l.supplierNames ? localName(locale, l.supplierNames) : '',
                }
              : null,
            l.quantity,
          ),
        ),
      },
      date: isoDay(record.date) || null,
      notes: record.notes,
    };
  const item = prefill?.item ?? null;
  return {
    draft: {
      fromWarehouse: prefill?.fromWarehouse || item?.warehouse || '',
      toWarehouse: '',
      lines: [emptyTransferLine(item, prefill?.quantity ?? null)],
    },
    date: today ?? localToday(),
    notes: '',
  };
}

/**
 * Adds or edits a draft stock transfer: the transfer widget (warehouses and lines with their live checks), then the
 * date and notes, then a review. It saves a draft; submitting it for approval is a status change in the viewer.
 */
export function TransferWizard(props: TransferWizardProps) {
  const { record, warehouses, onSubmit, onClose } = props;
  const intl = useIntl();
  const { values, setValues, isChanged } = useFormValues(() => initialState(props, intl.locale));
  const { draft } = values;
  const nameOf = (id: string) => warehouses.find((w) => w.id === id)?.name ?? '';
  const lineFields = draft.lines.flatMap((_, i) => [...transferLineFields(i)]);
  const isDirty = isChanged();

  const validateLines = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!draft.fromWarehouse) errors.fromWarehouse = intl.formatMessage(m.warehouseRequired);
    if (!draft.toWarehouse) errors.toWarehouse = intl.formatMessage(m.warehouseRequired);
    if (draft.lines.length === 0) errors.items = intl.formatMessage(lm.linesRequired);
    const problems = transferProblems(draft, warehouses, true);
    if (problems.sameWarehouse) errors.toWarehouse = intl.formatMessage(m.sameWarehouse);
    for (const [i, p] of Object.entries(problems.lines)) {
      const [, item, quantity] = transferLineFields(Number(i));
      errors[p.kind === 'notInSource' || (p.kind === 'incomplete' && !draft.lines[Number(i)]?.item) ? item : quantity] =
        lineProblemText(intl, p, Number(i));
    }
    if (problems.capacity && !errors.toWarehouse) errors.toWarehouse = intl.formatMessage(sm.fixErrors);
    return errors;
  };

  return (
    <StockDraftWizard
      isEdit={Boolean(record)}
      titles={{ add: m.createTitle, edit: m.editTitle }}
      isDirty={isDirty}
      defaultStep={props.defaultStep}
      fieldLabels={{
        fromWarehouse: intl.formatMessage(m.fromWarehouse),
        toWarehouse: intl.formatMessage(m.toWarehouse),
        items: intl.formatMessage(sm.items),
        date: intl.formatMessage(cm.date),
        notes: intl.formatMessage(cm.notes),
      }}
      lineCount={draft.lines.length}
      lineFields={transferLineFields}
      onClose={onClose}
      onSubmit={() =>
        onSubmit({
          date: values.date ?? '',
          fromWarehouse: draft.fromWarehouse,
          toWarehouse: draft.toWarehouse,
          notes: values.notes.trim(),
          items: draft.lines.map((l) => ({
            item: l.item?.id ?? '',
            supplier: l.item?.supplier ?? '',
            quantity: l.quantity ?? 0,
          })),
        })
      }
      steps={[
        {
          id: 'lines',
          title: intl.formatMessage(m.stepWarehouses),
          description: intl.formatMessage(m.stepWarehousesHint),
          fields: ['fromWarehouse', 'toWarehouse', 'items', ...lineFields],
          validate: validateLines,
          content: (
            <TransferEditor
              value={draft}
              onChange={(next) => setValues((v) => ({ ...v, draft: next }))}
              warehouses={warehouses}
              searchItems={props.searchItems}
            />
          ),
        },
        {
          id: 'notes',
          title: intl.formatMessage(m.stepNotes),
          fields: ['date', 'notes'],
          validate: (): FieldErrors => (values.date ? {} : { date: intl.formatMessage(m.dateRequired) }),
          content: (
            <div className={css.formStack}>
              <DatePicker
                name="date"
                label={intl.formatMessage(cm.date)}
                isRequired
                value={values.date}
                onChange={(date) => setValues((v) => ({ ...v, date }))}
              />
              <TextArea
                name="notes"
                label={intl.formatMessage(cm.notes)}
                value={values.notes}
                onChange={(notes) => setValues((v) => ({ ...v, notes }))}
                rows={3}
              />
            </div>
          ),
        },
        {
          id: 'review',
          title: intl.formatMessage(cm.review),
          content: (
            <ReviewList
              rows={[
                [intl.formatMessage(m.fromWarehouse), nameOf(draft.fromWarehouse)],
                [intl.formatMessage(m.toWarehouse), nameOf(draft.toWarehouse)],
                [intl.formatMessage(cm.date), formatDay(intl, values.date)],
                ...draft.lines.map((l, i): [string, string] => [
                  intl.formatMessage(lmn.lineHeading, { n: i + 1 }),
                  intl.formatMessage(mn.lineReview, {
                    name: l.item?.name ?? '',
                    quantity: formatQuantity(intl, l.quantity ?? 0),
                  }),
                ]),
                [intl.formatMessage(cm.notes), values.notes],
              ]}
            />
          ),
        },
      ]}
    />
  );
}
