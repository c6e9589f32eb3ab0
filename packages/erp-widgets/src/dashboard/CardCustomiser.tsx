import { Button, Checkbox, ModalDialog, NumberField } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages } from '../shared/common.messages';
import { enumLabel } from '../shared/enums';
import * as css from './dashboard.css';
import { dashboardMessages as m } from './dashboard.messages';
import {
  MAX_CARDS,
  type AlertKind,
  type AlertThresholds,
  type CardKind,
  type DashboardChoice,
} from './dashboard.types';

/** Props of {@link CardCustomiser}. */
export type CardCustomiserProps = {
  /** The card kinds the role may view. */
  allowedCards: readonly CardKind[];
  /** The cards shown now, in order. */
  selectedCards: readonly CardKind[];
  /** The alert kinds the role may view; their choice is offered with subscribe:alerts. */
  alertKinds: readonly AlertKind[];
  subscribedAlertKinds: readonly AlertKind[];
  canSubscribe: boolean;
  /** The thresholds, offered with configure:alert-thresholds. */
  thresholds?: AlertThresholds;
  canConfigure: boolean;
  /** Saves the choice; a rejection's message is shown and the dialog stays open. */
  onSave: (choice: DashboardChoice) => Promise<void>;
  onClose: () => void;
};

/**
 * The dashboard customiser: up to 3 cards among the allowed kinds (a fourth is refused with "Maximum of 3 cards
 * reached."), the alert kinds to show, and the alert thresholds, each part only with its permission.
 */
export function CardCustomiser(props: CardCustomiserProps) {
  const { allowedCards, alertKinds, canSubscribe, canConfigure, onSave, onClose } = props;
  const intl = useIntl();
  const [cards, setCards] = useState<CardKind[]>([...props.selectedCards]);
  const [kinds, setKinds] = useState<AlertKind[]>([...props.subscribedAlertKinds]);
  const [thresholds, setThresholds] = useState<AlertThresholds | undefined>(props.thresholds);
  const [limitHit, setLimitHit] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const toggleCard = (kind: CardKind, on: boolean) => {
    if (on && !cards.includes(kind) && cards.length >= MAX_CARDS) {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    setCards(on ? [...cards, kind] : cards.filter((c) => c !== kind));
  };
  const save = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onSave({
        cards,
        alertKinds: canSubscribe ? kinds : undefined,
        thresholds: canConfigure ? thresholds : undefined,
      });
    } catch (error) {
      setFailure(intl.formatMessage(m.saveFailed, { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !pending && onClose()}
      title={intl.formatMessage(m.customiserTitle)}
      size="md"
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={pending}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button variant="primary" onPress={() => void save()} isPending={pending}>
            {intl.formatMessage(commonMessages.saveChanges)}
          </Button>
        </>
      }
    >
      <div className={css.dialogBody}>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{intl.formatMessage(m.customiserCards)}</legend>
          {allowedCards.map((kind) => (
            <Checkbox key={kind} isSelected={cards.includes(kind)} onChange={(on) => toggleCard(kind, on)}>
              {intl.formatMessage(m[kind])}
            </Checkbox>
          ))}
        </fieldset>
        {limitHit ? (
          <p role="alert" className={css.error}>
            {intl.formatMessage(m.maxCards)}
          </p>
        ) : null}
        {canSubscribe && alertKinds.length > 0 ? (
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{intl.formatMessage(m.customiserAlerts)}</legend>
            {alertKinds.map((kind) => (
              <Checkbox
                key={kind}
                isSelected={kinds.includes(kind)}
                onChange={(on) => setKinds(on ? [...kinds, kind] : kinds.filter((k) => k !== kind))}
              >
                {enumLabel(intl, 'alerts', 'kind', kind)}
              </Checkbox>
            ))}
          </fieldset>
        ) : null}
        {canConfigure && thresholds ? (
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{intl.formatMessage(m.customiserThresholds)}</legend>
            <NumberField
              label={intl.formatMessage(m.nearCapacity)}
              value={thresholds.warehouseNearCapacityPercent}
              minValue={1}
              maxValue={100}
              onChange={(v) => setThresholds({ ...thresholds, warehouseNearCapacityPercent: v ?? 90 })}
            />
            <NumberField
              label={intl.formatMessage(m.overdueDays)}
              value={thresholds.overdueAlertDays}
              minValue={0}
              maxValue={365}
              onChange={(v) => setThresholds({ ...thresholds, overdueAlertDays: v ?? 1 })}
            />
          </fieldset>
        ) : null}
        {failure ? (
          <p role="alert" className={css.error}>
            {failure}
          </p>
        ) : null}
      </div>
    </ModalDialog>
  );
}
