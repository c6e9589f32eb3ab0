import type { AlertKind, AlertThresholds, CardKind, DashboardCard } from './dashboard.types';

/** GET /api/erp/dashboard's answer. */
export type DashboardData = {
  /** The company's date of the figures, YYYY-MM-DD. */
  date: string;
  timezone: string;
  cards: DashboardCard[];
  allowedCards: CardKind[];
  selectedCards: CardKind[];
  alertKinds: AlertKind[];
  subscribedAlertKinds: AlertKind[];
  canSubscribe: boolean;
  canConfigure: boolean;
  thresholds: AlertThresholds;
};
