import { defineMessages } from 'react-intl';

export const metricCardMessages = defineMessages({
  loading: {
    id: 'ui.metricCard.loading',
    defaultMessage: 'Loading',
    description: 'Announced for a key-metric card whose value is still loading.',
  },
  unavailable: {
    id: 'ui.metricCard.unavailable',
    defaultMessage: 'Unavailable',
    description: 'Note under a dash on a key-metric card whose value could not be loaded (e.g. the request failed).',
  },
  trendUp: {
    id: 'ui.metricCard.trendUp',
    defaultMessage: 'Increase',
    description: 'Screen-reader text before a metric card trend that goes up (e.g. "Increase: 12% vs yesterday").',
  },
  trendDown: {
    id: 'ui.metricCard.trendDown',
    defaultMessage: 'Decrease',
    description: 'Screen-reader text before a metric card trend that goes down.',
  },
  trendFlat: {
    id: 'ui.metricCard.trendFlat',
    defaultMessage: 'No change',
    description: 'Screen-reader text before a metric card trend that is unchanged.',
  },
});
