import { useIntl } from 'react-intl';

import * as css from './OccupancyBar.css';
import { occupancyLevel } from './occupancy';
import { warehouseMessages as m, warehouseNamedMessages as mn } from './warehouses/warehouses.messages';

/** Props of {@link OccupancyBar}. */
export type OccupancyBarProps = {
  occupancy: number;
  capacity: number;
  /** The share (percent) from which the bar shows the warehouse as nearly full. */
  nearPercent?: number;
  /** Names the warehouse in the bar's accessible name. */
  label: string;
};

/**
 * A warehouse's occupancy against its capacity: a meter with "1,200 of 5,000 units (24%)"; nearly full in amber,
 * full in red, empty in grey (the text says it too).
 */
export function OccupancyBar({ occupancy, capacity, nearPercent, label }: OccupancyBarProps) {
  const intl = useIntl();
  const level = occupancyLevel(occupancy, capacity, nearPercent);
  const share = capacity > 0 ? Math.min(1, occupancy / capacity) : 0;
  const text = intl.formatMessage(mn.occupancy, {
    occupancy: intl.formatNumber(occupancy),
    capacity: intl.formatNumber(capacity),
    percent: intl.formatNumber(share, { style: 'percent' }),
  });
  const state =
    level === 'near'
      ? intl.formatMessage(m.nearCapacity)
      : level === 'full'
        ? intl.formatMessage(m.full)
        : level === 'empty'
          ? intl.formatMessage(m.empty)
          : '';
  // The figures, then the state when it is worth a word ("Almost full"), as in the other lists' "·" separators.
  const said = [text, state].filter(Boolean).join(' · ');
  return (
    <div className={css.root} data-level={level}>
      <div
        className={css.track}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={Math.min(occupancy, capacity)}
        aria-valuetext={said}
      >
        <div className={css.fill[level]} style={{ inlineSize: `${Math.round(share * 1000) / 10}%` }} />
      </div>
      <span className={css.text}>{said}</span>
    </div>
  );
}
