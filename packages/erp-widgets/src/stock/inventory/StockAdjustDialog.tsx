import { NumberField, Select, TextArea, type FieldErrors } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm, commonNamedMessages as cnm } from '../../shared/common.messages';
import { FormDialog } from '../../shared/documents/FormDialog';
import * as css from '../../shared/shared.css';
import { inventoryMessages as m, inventoryNamedMessages as mn } from './inventory.messages';
import type { InventoryItem, StockAdjustment } from './inventory.types';

/** The longest reason the server keeps. */
export const ADJUST_REASON_MAX = 500;

/** Props of {@link StockAdjustDialog}. */
export type StockAdjustDialogProps = {
  item: InventoryItem;
  /** Adjusts the item's stock; the dialog stays pending until it settles and shows the refused fields. */
  onSubmit: (adjustment: StockAdjustment) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Corrects an item's stock after a count: either the counted quantity or a signed change, always with a reason. The
 * dialog shows the recorded quantity and what it becomes; the server records one adjustment in the stock ledger and
 * refuses a count equal to the recorded quantity or a change below zero (the refusal shows on its field).
 */
export function StockAdjustDialog({ item, onSubmit, onClose }: StockAdjustDialogProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<StockAdjustment['mode']>('count');
  const [quantity, setQuantity] = useState<number | null>(item.quantity);
  const [change, setChange] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const result = mode === 'count' ? quantity : change === null ? null : item.quantity + change;

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (mode === 'count') {
      if (quantity === null) errors.quantity = intl.formatMessage(cm.required);
      else if (!Number.isInteger(quantity) || quantity < 0) errors.quantity = intl.formatMessage(m.wholeNumber);
    } else if (change === null) errors.change = intl.formatMessage(cm.required);
    else if (!Number.isInteger(change)) errors.change = intl.formatMessage(m.adjustWhole);
    else if (item.quantity + change < 0) errors.change = intl.formatMessage(m.adjustBelowZero);
    if (!reason.trim()) errors.reason = intl.formatMessage(cm.required);
    else if (reason.trim().length > ADJUST_REASON_MAX)
      errors.reason = intl.formatMessage(cnm.tooLong, { max: ADJUST_REASON_MAX });
    return errors;
  };

  return (
    <FormDialog
      title={intl.formatMessage(m.adjust)}
      subtitle={<bdi>{intl.formatMessage(mn.adjustFor, { name: item.name, sku: item.sku })}</bdi>}
      submitLabel={intl.formatMessage(m.adjust)}
      validate={validate}
      onSubmit={() =>
        onSubmit(
          mode === 'count'
            ? { mode, quantity: quantity ?? 0, reason: reason.trim() }
            : { mode, change: change ?? 0, reason: reason.trim() },
        )
      }
      onClose={onClose}
      data-testid="stock-adjust"
    >
      <div className={css.formStack}>
        <p className={css.muted}>
          {intl.formatMessage(mn.adjustRecorded, { quantity: intl.formatNumber(item.quantity) })}
        </p>
        <Select
          name="mode"
          label={intl.formatMessage(m.adjustModeLabel)}
          options={[
            { id: 'count', label: intl.formatMessage(m.adjustModeCount) },
            { id: 'change', label: intl.formatMessage(m.adjustModeChange) },
          ]}
          value={mode}
          onChange={(id) => id && setMode(id as StockAdjustment['mode'])}
        />
        {mode === 'count' ? (
          <NumberField
            name="quantity"
            label={intl.formatMessage(m.adjustModeCount)}
            isRequired
            minValue={0}
            step={1}
            value={quantity}
            onChange={setQuantity}
          />
        ) : (
          <NumberField
            name="change"
            label={intl.formatMessage(m.adjustChange)}
            description={intl.formatMessage(m.adjustChangeHint)}
            isRequired
            step={1}
            formatOptions={{ signDisplay: 'exceptZero', maximumFractionDigits: 3 }}
            value={change}
            onChange={setChange}
          />
        )}
        <TextArea
          name="reason"
          label={intl.formatMessage(m.adjustReason)}
          description={intl.formatMessage(m.adjustReasonHint)}
          isRequired
          rows={2}
          value={reason}
          onChange={setReason}
        />
        <p className={css.muted} role="status">
          {result === null ? '' : intl.formatMessage(mn.adjustResult, { quantity: intl.formatNumber(result) })}
        </p>
      </div>
    </FormDialog>
  );
}
