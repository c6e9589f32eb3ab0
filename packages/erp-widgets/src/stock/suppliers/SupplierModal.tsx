import { Button, ModalDialog, Skeleton, StatusBadge } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { FormDialog } from '../../shared/documents/FormDialog';
import { localName } from '../../shared/format';
import { enumLabel } from '../../shared/enums';
import type { CrudPermissions, RecordStatus } from '../../shared/list-screen/list.types';
import { FormFields, reviewRows, trimmed, validateFields } from '../../shared/record-form/fields';
import { RelatedList } from '../../shared/record-viewer/RelatedList';
import { ReviewList } from '../../shared/ReviewList';
import * as css from '../../shared/shared.css';
import { warehouseLabel } from '../inventory/inventory.format';
import { StockLink } from '../StockLink';
import { recordHref, type Navigate } from '../stock.types';
import {
  NEW_SUPPLIER,
  SUPPLIER_FIELD_LIST,
  supplierFields as f,
  supplierFormValues,
  type SupplierFormValues,
} from './suppliers.fields';
import { supplierMessages as m, supplierNamedMessages as mn } from './suppliers.messages';
import type { Supplier, SupplierDetail } from './suppliers.types';

/** What the modal shows: a supplier's details, its form (a new supplier when `record` is null), or its delete. */
export type SupplierModalMode =
  { kind: 'view' } | { kind: 'edit'; record: Supplier | null } | { kind: 'delete'; record: Supplier };

/** Props of {@link SupplierModal}. */
export type SupplierModalProps = {
  mode: SupplierModalMode;
  /** The supplier of the details, in one status (for `view`). */
  viewer?: RecordStatus<SupplierDetail> | null;
  permissions: CrudPermissions;
  /** Changes what the modal shows (details → edit or delete, and back). */
  onModeChange: (mode: SupplierModalMode | null) => void;
  onClose: () => void;
  onRetry?: () => void;
  /** Saves; the modal stays pending until it settles and shows the refused fields. */
  onSave: (values: SupplierFormValues, supplier: Supplier | null) => Promise<unknown>;
  /** Deletes; the modal stays pending until it settles, and stays open if it rejects. */
  onDelete: (supplier: Supplier) => Promise<unknown>;
  /** Follows a link to one of the supplier's items. */
  onNavigate?: Navigate;
};

const itemsOf = (intl: ReturnType<typeof useIntl>, detail: SupplierDetail, onNavigate?: Navigate) =>
  detail.items.map((i) => ({
    id: i.id,
    primary: (
      <StockLink href={recordHref('inventory_items', i.id)} onNavigate={onNavigate}>
        {i.name}
      </StockLink>
    ),
    secondary: i.sku,
    secondaryLtr: true,
    meta: [
      intl.formatMessage(mn.itemMeta, {
        quantity: intl.formatNumber(i.quantity),
        warehouse: warehouseLabel(intl.locale, i),
      }),
    ],
  }));

/**
 * The suppliers' one modal: the details with the supplier's inventory items (Edit and Delete when permitted), the
 * add/edit form, and the delete confirmation, which says it cannot be undone; a stale link says the supplier was
 * not found.
 */
export function SupplierModal({ mode, viewer, permissions: can, onModeChange, onClose, ...props }: SupplierModalProps) {
  const intl = useIntl();
  const editing = mode.kind === 'edit' ? mode.record : null;
  const [values, setValues] = useState<SupplierFormValues>(editing ? supplierFormValues(editing) : NEW_SUPPLIER);
  const [pending, setPending] = useState(false);
  const back = () => (viewer ? onModeChange({ kind: 'view' }) : onClose());

  if (mode.kind === 'edit')
    return (
      <FormDialog
        title={intl.formatMessage(editing ? m.editTitle : m.createTitle)}
        submitLabel={intl.formatMessage(editing ? cm.saveChanges : m.add)}
        size="lg"
        validate={() => validateFields(intl, SUPPLIER_FIELD_LIST, values, 'suppliers')}
        onSubmit={() => props.onSave(trimmed(values), editing).then(back)}
        onClose={back}
        data-mode="edit"
      >
        <FormFields
          specs={SUPPLIER_FIELD_LIST}
          values={values}
          collection="suppliers"
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
      </FormDialog>
    );

  if (mode.kind === 'delete') {
    const name = localName(intl.locale, mode.record);
    return (
      <ModalDialog
        isOpen
        role="alertdialog"
        size="sm"
        title={intl.formatMessage(m.deleteTitle)}
        subtitle={<bdi>{name}</bdi>}
        onOpenChange={(open) => !open && !pending && back()}
        isKeyboardDismissDisabled={pending}
        data-mode="delete"
        footer={
          <>
            <Button variant="ghost" onPress={back} isDisabled={pending}>
              {intl.formatMessage(cm.cancel)}
            </Button>
            <Button
              variant="danger"
              isPending={pending}
              onPress={() => {
                setPending(true);
                props.onDelete(mode.record).then(onClose, () => setPending(false));
              }}
            >
              {intl.formatMessage(cm.delete)}
            </Button>
          </>
        }
      >
        <p className={css.noticeText}>{intl.formatMessage(mn.deleteMessage, { name })}</p>
      </ModalDialog>
    );
  }

  const status = viewer ?? { status: 'loading' as const };
  const common = { isOpen: true, onOpenChange: (open: boolean) => !open && onClose(), 'data-mode': 'view' };
  if (status.status === 'not-found')
    return (
      <ModalDialog {...common} size="sm" title={intl.formatMessage(m.notFoundTitle)}>
        <p className={css.noticeText}>{intl.formatMessage(m.notFound)}</p>
      </ModalDialog>
    );
  if (status.status !== 'ready')
    return (
      <ModalDialog {...common} size="lg" title={intl.formatMessage(cm.details)}>
        {status.status === 'loading' ? (
          <div aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
            <Skeleton lines={5} />
          </div>
        ) : (
          <div className={css.notice.danger} role="alert">
            <p className={css.noticeText}>{status.message ?? intl.formatMessage(m.viewFailed)}</p>
            {props.onRetry ? <Button onPress={props.onRetry}>{intl.formatMessage(m.retry)}</Button> : null}
          </div>
        )}
      </ModalDialog>
    );

  const detail = status.record;
  const s = detail.supplier;
  return (
    <ModalDialog
      {...common}
      size="lg"
      title={<bdi>{localName(intl.locale, s)}</bdi>}
      titleExtra={
        <StatusBadge
          tone={s.status === 'active' ? 'success' : 'neutral'}
          label={enumLabel(intl, 'suppliers', 'status', s.status)}
        />
      }
      footer={
        <>
          {can.delete ? (
            <Button variant="danger" onPress={() => onModeChange({ kind: 'delete', record: s })}>
              {intl.formatMessage(cm.delete)}
            </Button>
          ) : null}
          {can.edit ? (
            <Button onPress={() => onModeChange({ kind: 'edit', record: s })}>{intl.formatMessage(cm.edit)}</Button>
          ) : null}
          <Button variant="primary" onPress={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
        </>
      }
    >
      <ReviewList rows={reviewRows(intl, [f.nameAr, f.email, f.phone, f.address, f.notes], supplierFormValues(s))} />
      <RelatedList
        title={intl.formatMessage(m.items)}
        empty={intl.formatMessage(m.noItems)}
        items={itemsOf(intl, detail, props.onNavigate)}
      />
      {detail.itemCount > detail.items.length ? (
        <p className={css.muted}>
          {intl.formatMessage(mn.moreItems, {
            shown: intl.formatNumber(detail.items.length),
            count: intl.formatNumber(detail.itemCount),
          })}
        </p>
      ) : null}
    </ModalDialog>
  );
}
