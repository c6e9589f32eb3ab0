import {
  billMessages as m,
  billNamedMessages as mn,
  BillsScreen,
  formatMoney,
  type Bill,
  type BillFormValues,
  type BillPaymentValues,
} from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { useAttachmentUrl } from '../lib/fileToken';
import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordAction, useUploadRecord } from '../lib/useRecordMutation';
import { billBody, billList, useSuppliers } from '../queries/bills';
import { documentSettings } from '../queries/settings';

export const Route = createFileRoute('/app/sales/bills')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['supplier', 'due', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, billList, deps.search),
  component: BillsRoute,
});

// A payment changes the bill and its ledger; the viewer shows both.
const changes = { invalidates: ['bill_payments'], refusalText: billList.refusalText } as const;
// Without the settings (a failed load) a new bill starts from no offered rate.
const NO_SETTINGS = { vatRates: [], defaultVatRate: null, paymentTermsDays: 30 };

function BillsRoute() {
  const { screen, session, today } = useListRoute(billList, 'bills');
  const pb = session.pb;
  const settings = useQuery(documentSettings(pb));
  const suppliers = useSuppliers(pb, screen.permissions.view);
  const fileUrl = useAttachmentUrl(pb, 'bills', screen.permissions.view);
  const number = (bill: Bill) => ({ number: bill.billNumber });
  const onSave = useUploadRecord<Bill, BillFormValues>(pb, 'bills', billBody, {
    done: (intl, bill, isNew) => intl.formatMessage(isNew ? mn.created : mn.saved, number(bill)),
    failure: m.saveFailed,
    ...changes,
  });
  const onPay = useRecordAction<Bill, BillPaymentValues>(pb, 'bills', 'payments', {
    request: ({ idempotencyKey, ...body }) => ({ body, headers: { 'Idempotency-Key': idempotencyKey } }),
    done: (intl, bill, { amount }) =>
      intl.formatMessage(mn.paymentRecorded, { amount: formatMoney(intl, amount), ...number(bill) }),
    failure: m.paymentFailed,
    ...changes,
  });
  const cancel = useRecordAction<Bill>(pb, 'bills', 'cancel', {
    done: (intl, bill) => intl.formatMessage(mn.cancelled, number(bill)),
    failure: m.cancelFailed,
    ...changes,
  });
  const onDelete = useDeleteRecord<Bill>(pb, 'bills', {
    done: (intl, bill) => intl.formatMessage(mn.deleted, number(bill)),
    failure: m.deleteFailed,
    ...changes,
  });
  return (
    <BillsScreen
      {...screen}
      {...suppliers}
      settings={
        settings.data
          ? { ...settings.data, defaultVatRate: settings.data.defaultVatRate ?? null }
          : settings.isError
            ? NO_SETTINGS
            : null
      }
      today={today}
      fileUrl={fileUrl}
      onSave={onSave}
      onPay={onPay}
      onCancel={(bill) => cancel(bill)}
      onDelete={onDelete}
    />
  );
}
