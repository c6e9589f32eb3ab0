import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatDay, formatQuantity, localName } from '../../shared/format';
import type { CrudPermissions, RecordStatus } from '../../shared/list-screen/list.types';
import { statusBadge, viewerActions, type ActionCatalogue } from '../../shared/list-screen/StatusChange';
import { notesField, RecordViewer } from '../../shared/record-viewer/RecordViewer';
import * as css from '../../shared/shared.css';
import { transferLineFields } from './TransferEditor';
import { transferActions, TRANSFER_STATUS_TONES, warehouseNameOf, type TransferActionId } from './transfers.format';
import { transferMessages as m } from './transfers.messages';
import type { TransferDetail } from './transfers.types';
import { linesMessages as lm } from '../../shared/documents/documents.messages';
import { stockFlowMessages as sm } from '../stock.messages';
import { StockLinesTable } from '../StockLines';

/** Props of {@link TransferViewer}. */
export type TransferViewerProps = {
  viewer: RecordStatus<TransferDetail>;
  /** What the user may do with transfers (`edit:transfers` also submits, approves, rejects and completes). */
  permissions: CrudPermissions;
  /** Whether the user requested the transfer (nobody approves their own). */
  isOwn?: (transfer: TransferDetail) => boolean;
  /**
   * What the server refused at the last status change of this transfer, by field (`items.1.quantity`,
   * `toWarehouse`), already translated: shown on the line it names.
   */
  refusal?: Record<string, string> | null;
  onClose: () => void;
  onAction: (action: TransferActionId, transfer: TransferDetail) => void;
  onRetry?: () => void;
};

/** The label, icon and viewer style of each transfer action. */
export const TRANSFER_ACTIONS: ActionCatalogue<TransferActionId> = {
  labels: {
    submit: sm.submit,
    approve: m.approve,
    reject: m.reject,
    complete: m.complete,
    edit: cm.edit,
    delete: cm.delete,
  },
  icons: { submit: 'clock', approve: 'check', reject: 'close', complete: 'truck', edit: 'edit', delete: 'trash' },
  variants: { submit: 'primary', approve: 'primary', complete: 'primary', delete: 'danger' },
};

const ORDER = ['submit', 'approve', 'reject', 'complete', 'edit', 'delete'] as const;

/** The refusal of the line `i`, if the server named it. */
function lineRefusal(refusal: Record<string, string> | null | undefined, i: number): string | undefined {
  if (!refusal) return undefined;
  return transferLineFields(i)
    .map((f) => refusal[f])
    .find(Boolean);
}

/**
 * A stock transfer in a viewer dialog: number, status, warehouses, date, requester's notes and the lines (item,
 * SKU, supplier, quantity and what the source holds now), with only the actions the user's keys and the status
 * allow. A status change the server refused shows its reason on the line it concerns.
 */
export function TransferViewer({
  viewer,
  permissions,
  isOwn,
  refusal,
  onClose,
  onAction,
  onRetry,
}: TransferViewerProps) {
  const intl = useIntl();
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} size="lg" notFound={m}>
      {(t) => {
        const own = isOwn?.(t) ?? false;
        const allowed = new Set(transferActions(t.status, permissions, own));
        const actions = viewerActions(intl, TRANSFER_ACTIONS, ORDER, (id) => onAction(id, t), allowed);
        const headRefusal = refusal ? (refusal.toWarehouse ?? refusal.fromWarehouse ?? refusal.items) : undefined;
        return {
          title: <bdi className={css.ltrValue}>{t.transferNumber}</bdi>,
          status: statusBadge(intl, 'stock_transfers', 'status', TRANSFER_STATUS_TONES)(t.status),
          actions,
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                { id: 'date', label: intl.formatMessage(cm.date), value: formatDay(intl, t.date) },
                {
                  id: 'from',
                  label: intl.formatMessage(m.fromWarehouse),
                  value: <bdi>{warehouseNameOf(intl.locale, t, 'from')}</bdi>,
                },
                {
                  id: 'to',
                  label: intl.formatMessage(m.toWarehouse),
                  value: <bdi>{warehouseNameOf(intl.locale, t, 'to')}</bdi>,
                },
                notesField(intl, t.notes),
              ],
            },
          ],
          children: (
            <div className={css.formStack}>
              {own && permissions.edit && t.status === 'pending' ? (
                <p className={css.notice.info} role="note">
                  {intl.formatMessage(m.ownTransfer)}
                </p>
              ) : null}
              {headRefusal ? (
                <p className={css.notice.danger} role="alert">
                  {headRefusal}
                </p>
              ) : null}
              <StockLinesTable
                lines={t.lines}
                refusalOf={(i) => lineRefusal(refusal, i)}
                columns={[
                  {
                    label: lm.supplier,
                    cell: (l) => (
                      <bdi>
                        {l.supplierNames ? localName(intl.locale, l.supplierNames) : intl.formatMessage(lm.noSupplier)}
                      </bdi>
                    ),
                  },
                  { label: lm.quantity, end: true, cell: (l) => formatQuantity(intl, l.quantity) },
                  {
                    label: m.inSource,
                    end: true,
                    cell: (l) => (l.available == null ? '' : formatQuantity(intl, l.available)),
                  },
                ]}
              />
            </div>
          ),
        };
      }}
    </RecordViewer>
  );
}
