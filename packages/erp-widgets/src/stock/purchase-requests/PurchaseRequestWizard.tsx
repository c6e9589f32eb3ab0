import { PURCHASE_REQUESTS_PRIORITY, type PurchaseRequestsPriority } from '@erp/schema';
import { DatePicker, Select, TextArea, type FieldErrors, type IsoDate } from '@erp/ui';
import { useIntl } from 'react-intl';

import { useFormValues } from '../../shared/record-form/useFormValues';
import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel, enumOptions } from '../../shared/enums';
import { formatDay, formatMoney, formatQuantity, isoDay, localToday } from '../../shared/format';
import { ReviewList } from '../../shared/ReviewList';
import * as css from '../../shared/shared.css';
import {
  emptyPurchaseLine,
  PurchaseLinesEditor,
  purchaseLineFields,
  type SearchPurchaseItems,
} from './PurchaseLinesEditor';
import { purchaseLineErrors, purchaseTotal } from './purchaseRequests.checks';
import { purchaseRequestMessages as m, purchaseRequestNamedMessages as mn } from './purchaseRequests.messages';
import type {
  PurchaseItemOption,
  PurchaseLineDraft,
  PurchaseRequestDetail,
  PurchaseRequestFormValues,
} from './purchaseRequests.types';
import { linesMessages as lm, linesNamedMessages as lmn } from '../../shared/documents/documents.messages';
import { stockFlowMessages as sm, stockFlowNamedMessages as smn } from '../stock.messages';
import type { WarehouseOption } from '../stock.types';
import { StockDraftWizard } from '../StockDocuments';

/** What a link may fill in a new request (`?new=1&item=…&quantity=…`): one item line and its quantity. */
export type PurchaseRequestPrefill = { item?: PurchaseItemOption | null; quantity?: number | null };

/** Props of {@link PurchaseRequestWizard}. */
export type PurchaseRequestWizardProps = {
  /** The draft request to edit, or null for a new one. */
  record: PurchaseRequestDetail | null;
  prefill?: PurchaseRequestPrefill;
  warehouses: readonly WarehouseOption[];
  searchItems: SearchPurchaseItems;
  nearCapacityPercent?: number;
  today?: IsoDate;
  onSubmit: (values: PurchaseRequestFormValues) => Promise<unknown>;
  onClose: () => void;
  /** The step shown first (0-based). */
  defaultStep?: number;
};

type State = {
  warehouse: string;
  date: IsoDate | null;
  priority: PurchaseRequestsPriority | null;
  notes: string;
  lines: PurchaseLineDraft[];
};

function initialState({ record, prefill, today }: PurchaseRequestWizardProps): State {
  if (record)
    return {
      warehouse: record.warehouse,
      date: isoDay(record.date) || null,
      priority: record.priority || null,
      notes: record.notes,
      lines: record.lines.map((l) => ({
        ...emptyPurchaseLine(),
        item: {
          id: l.item,
          name: l.itemName,
          sku: l.sku,
          warehouse: record.warehouse,
          warehouseName: '',
          quantity: l.currentStock,
          minQuantity: l.minLevel,
          maxQuantity: l.maxLevel,
          unitPrice: l.unitPrice,
        },
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
    };
  const item = prefill?.item ?? null;
  return {
    warehouse: item?.warehouse ?? '',
    date: today ?? localToday(),
    priority: 'medium',
    notes: '',
    lines: [emptyPurchaseLine(item, prefill?.quantity ?? null)],
  };
}

/**
 * Adds or edits a draft purchase request: the warehouse, date and priority; the lines with their live warnings and
 * total; notes; and a review. It saves a draft; submitting for approval is a status change in the viewer.
 */
export function PurchaseRequestWizard(props: PurchaseRequestWizardProps) {
  const { record, warehouses, onSubmit, onClose } = props;
  const intl = useIntl();
  const { values, setValues, set, bind, isChanged } = useFormValues(() => initialState(props));
  const warehouse = warehouses.find((w) => w.id === values.warehouse);
  const lineFields = values.lines.flatMap((_, i) => [...purchaseLineFields(i)]);
  const isDirty = isChanged((s) => ({ ...s, lines: s.lines.map(({ key: _key, ...l }) => l) }));

  const validateLines = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (values.lines.length === 0) errors.items = intl.formatMessage(lm.linesRequired);
    for (const [i, e] of Object.entries(purchaseLineErrors(values.lines))) {
      const n = Number(i);
      const [line, , quantity, price] = purchaseLineFields(n);
      if (e === 'incomplete') errors[line] = intl.formatMessage(smn.incomplete, { n: n + 1 });
      else if (e === 'quantity') errors[quantity] = intl.formatMessage(sm.wholeQuantity);
      else errors[price] = intl.formatMessage(m.priceNegative);
    }
    if (Object.keys(errors).length > 0 && !errors.items) errors.items = intl.formatMessage(sm.fixErrors);
    return errors;
  };

  return (
    <StockDraftWizard
      isEdit={Boolean(record)}
      titles={{ add: m.add, edit: m.editTitle }}
      isDirty={isDirty}
      defaultStep={props.defaultStep}
      fieldLabels={{
        warehouse: intl.formatMessage(lm.warehouse),
        date: intl.formatMessage(cm.date),
        priority: intl.formatMessage(m.priority),
        notes: intl.formatMessage(cm.notes),
        items: intl.formatMessage(sm.items),
      }}
      lineCount={values.lines.length}
      lineFields={purchaseLineFields}
      onClose={onClose}
      onSubmit={() =>
        onSubmit({
          date: values.date ?? '',
          priority: values.priority ?? 'medium',
          warehouse: values.warehouse,
          notes: values.notes.trim(),
          items: values.lines.map((l) => ({
            item: l.item?.id ?? '',
            quantity: l.quantity ?? 0,
            unitPrice: l.unitPrice ?? 0,
          })),
        })
      }
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(m.stepDetails),
          fields: ['warehouse', 'date', 'priority'],
          validate: () => {
            const errors: FieldErrors = {};
            if (!values.warehouse) errors.warehouse = intl.formatMessage(m.warehouseRequired);
            if (!values.date) errors.date = intl.formatMessage(m.dateRequired);
            if (!values.priority) errors.priority = intl.formatMessage(m.priorityRequired);
            return errors;
          },
          content: (
            <div className={css.formGrid}>
              <Select
                name="warehouse"
                label={intl.formatMessage(lm.warehouse)}
                isRequired
                options={warehouses.map((w) => ({ id: w.id, label: w.name }))}
                value={values.warehouse || null}
                onChange={(id) => set('warehouse')(id ?? '')}
              />
              <DatePicker {...bind('date')} label={intl.formatMessage(cm.date)} isRequired />
              <Select
                name="priority"
                label={intl.formatMessage(m.priority)}
                isRequired
                options={enumOptions(intl, 'purchase_requests', 'priority', PURCHASE_REQUESTS_PRIORITY)}
                value={values.priority}
                onChange={(id) => set('priority')((id as PurchaseRequestsPriority | null) ?? null)}
              />
            </div>
          ),
        },
        {
          id: 'lines',
          title: intl.formatMessage(sm.items),
          description: intl.formatMessage(m.stepLinesHint),
          fields: ['items', ...lineFields],
          validate: validateLines,
          content: (
            <PurchaseLinesEditor
              lines={values.lines}
              onLinesChange={(update) => setValues((v) => ({ ...v, lines: update(v.lines) }))}
              warehouse={warehouse}
              nearCapacityPercent={props.nearCapacityPercent}
              searchItems={props.searchItems}
            />
          ),
        },
        {
          id: 'notes',
          title: intl.formatMessage(cm.notes),
          fields: ['notes'],
          content: <TextArea {...bind('notes')} label={intl.formatMessage(cm.notes)} rows={4} />,
        },
        {
          id: 'review',
          title: intl.formatMessage(cm.review),
          content: (
            <ReviewList
              rows={[
                [intl.formatMessage(lm.warehouse), warehouse?.name ?? ''],
                [intl.formatMessage(cm.date), formatDay(intl, values.date)],
                [intl.formatMessage(m.priority), enumLabel(intl, 'purchase_requests', 'priority', values.priority)],
                ...values.lines.map((l, i): [string, string] => [
                  intl.formatMessage(lmn.lineHeading, { n: i + 1 }),
                  intl.formatMessage(mn.lineReview, {
                    name: l.item?.name ?? '',
                    quantity: formatQuantity(intl, l.quantity ?? 0),
                    price: formatMoney(intl, l.unitPrice ?? 0),
                  }),
                ]),
                [intl.formatMessage(cm.total), formatMoney(intl, purchaseTotal(values.lines))],
                [intl.formatMessage(cm.notes), values.notes],
              ]}
            />
          ),
        },
      ]}
    />
  );
}
