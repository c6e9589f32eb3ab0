import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { Icon } from '../icon/Icon';
import * as styles from './WizardDialog.css';
import { wizardMessages as messages } from './WizardDialog.messages';

/** Props of {@link StepIndicator}. */
export type StepIndicatorProps = {
  /** Step titles, in order. */
  titles: ReactNode[];
  /** Zero-based index of the current step. */
  current: number;
};

/**
 * The wizard's numbered steps: an ordered list in which the current step carries `aria-current="step"` and
 * completed steps show a check and say "completed". Numbers use the locale's digits.
 *
 * @selector [data-status="complete|current|upcoming"] on each step
 */
export function StepIndicator({ titles, current }: StepIndicatorProps) {
  const intl = useIntl();
  return (
    <ol className={styles.steps} aria-label={intl.formatMessage(messages.steps)}>
      {titles.map((title, i) => {
        const status = i < current ? 'complete' : i === current ? 'current' : 'upcoming';
        return (
          <li
            key={i}
            className={styles.step}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden>
              {status === 'complete' ? <Icon name="check" /> : intl.formatNumber(i + 1)}
            </span>
            <span>{title}</span>
            {status === 'complete' && (
              <span className={styles.visuallyHidden}>{intl.formatMessage(messages.completed)}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
