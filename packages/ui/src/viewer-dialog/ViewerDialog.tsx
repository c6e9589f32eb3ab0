import type { ReactNode } from 'react';
import { Toolbar } from 'react-aria-components';
import { useIntl } from 'react-intl';

import { Button, type ButtonProps } from '../button/Button';
import { ModalDialog } from '../dialog/ModalDialog';
import { Icon, type IconName } from '../icon/Icon';
import * as styles from './ViewerDialog.css';
import { viewerMessages as messages } from './ViewerDialog.messages';

/** One label/value row of a {@link ViewerSection}. */
export type ViewerField = {
  /** Stable key; defaults to the row's index. */
  id?: string;
  /** The field's localised label. */
  label: ReactNode;
  /** Any node (formatted money, a date, a link, a badge). `null`, `undefined` and `''` show an em dash. */
  value?: ReactNode;
  /**
   * Let the value take the whole row (notes, addresses).
   * @default false
   */
  isWide?: boolean;
};

/** A titled group of label/value rows, laid out in a responsive grid. */
export type ViewerSection = {
  /** Stable key. */
  id: string;
  /** Optional heading of the section. */
  title?: ReactNode;
  fields: ViewerField[];
};

/** An action in the viewer's action bar (edit, delete, status changes, print, download). */
export type ViewerAction = {
  /** Stable key, also set as `data-action-id` on the button. */
  id: string;
  /** The button's localised label. */
  label: string;
  /** An icon name from {@link Icon}, or any icon node, shown before the label. */
  icon?: IconName | ReactNode;
  /**
   * Button style.
   * @default 'secondary'
   */
  variant?: ButtonProps['variant'];
  /** Runs the action (open the wizard, ask for delete confirmation, `window.print()`…). */
  onAction: () => void;
  /** Shown but not pressable (e.g. editing a paid invoice). */
  isDisabled?: boolean;
  /** Left out entirely (e.g. the user lacks the permission). */
  isHidden?: boolean;
  /** Shows a spinner while the action runs. */
  isPending?: boolean;
};

/** Props of {@link ViewerDialog}. */
export type ViewerDialogProps = {
  /** The record's title, e.g. "Invoice INV-2026-0042". */
  title: ReactNode;
  /** A secondary line (client, dates…). */
  subtitle?: ReactNode;
  /** A status badge shown beside the title. */
  status?: ReactNode;
  /** Groups of label/value rows. */
  sections?: ViewerSection[];
  /** Extra content after the sections, e.g. a table of invoice lines or a payment history. */
  children?: ReactNode;
  /** The action bar, in order; Close lives in the header. */
  actions?: ViewerAction[];
  /**
   * Loading: skeleton rows replace the sections, and the actions are hidden.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Number of skeleton rows while loading.
   * @default 6
   */
  loadingRows?: number;
  /**
   * An error instead of the record: `true` shows the default message, a node shows that message. Actions are hidden.
   */
  error?: ReactNode;
  /** Shows a "Try again" button in the error state. */
  onRetry?: () => void;
  /** Whether the viewer is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the viewer is open on first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with `false` on Escape, the close button or a click outside. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Width of the dialog.
   * @default 'lg'
   */
  size?: 'md' | 'lg';
};

// An empty value is drawn as an em dash (a typographic mark, not text) and read out as "Not set".
const EM_DASH = '\u2014';

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/**
 * A read-only view of one record in a modal: title, subtitle and status badge, label/value sections in a responsive
 * grid, optional extra content, and an action bar (a react-aria Toolbar, so arrow keys move between actions and the
 * bar is one tab stop). Escape, the close button and a click outside close it; focus returns to the trigger.
 *
 * States: loading (skeleton rows with a polite "Loading" announcement) and error (message, optional retry).
 * Printing while the viewer is open prints only the dialog's content, without the close button and the action bar
 * (give the print action `onAction: () => window.print()`).
 *
 * @selector [data-state="ready|loading|error"] on the dialog element; [data-action-id] on each action
 */
export function ViewerDialog({
  title,
  subtitle,
  status,
  sections = [],
  children,
  actions = [],
  isLoading = false,
  loadingRows = 6,
  error,
  onRetry,
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'lg',
}: ViewerDialogProps) {
  const intl = useIntl();
  const hasError = !isEmpty(error);
  const state = hasError ? 'error' : isLoading ? 'loading' : 'ready';
  const visibleActions = state === 'ready' ? actions.filter((a) => !a.isHidden) : [];

  let body: ReactNode;
  if (state === 'error') {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.errorText}>{error === true ? intl.formatMessage(messages.error) : error}</p>
        {onRetry && <Button onPress={onRetry}>{intl.formatMessage(messages.retry)}</Button>}
      </div>
    );
  } else if (state === 'loading') {
    body = (
      <div role="status" className={styles.content}>
        <span className={styles.visuallyHidden}>{intl.formatMessage(messages.loading)}</span>
        <div className={styles.grid} aria-hidden data-testid="viewer-skeleton">
          {Array.from({ length: loadingRows }, (_, i) => (
            <div key={i} className={styles.field}>
              <span className={[styles.skeleton, styles.skeletonLabel].join(' ')} />
              <span className={[styles.skeleton, styles.skeletonValue].join(' ')} />
            </div>
          ))}
        </div>
      </div>
    );
  } else {
    body = (
      <div className={styles.content}>
        {sections.map((section) => (
          <section key={section.id} className={styles.section}>
            {section.title != null && <h3 className={styles.sectionTitle}>{section.title}</h3>}
            <dl className={styles.grid}>
              {section.fields.map((f, i) => (
                <div key={f.id ?? i} className={[styles.field, f.isWide && styles.fieldWide].filter(Boolean).join(' ')}>
                  <dt className={styles.label}>{f.label}</dt>
                  <dd className={styles.value}>
                    {isEmpty(f.value) ? (
                      <>
                        <span aria-hidden className={styles.empty}>
                          {EM_DASH}
                        </span>
                        <span className={styles.visuallyHidden}>{intl.formatMessage(messages.emptyValue)}</span>
                      </>
                    ) : (
                      f.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        {children}
      </div>
    );
  }

  return (
    <ModalDialog
      title={title}
      subtitle={subtitle}
      titleExtra={status}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable
      size={size}
      className={styles.printRoot}
      data-state={state}
      footer={
        visibleActions.length > 0 ? (
          <Toolbar aria-label={intl.formatMessage(messages.actions)} className={styles.actions}>
            {visibleActions.map((a) => (
              <Button
                key={a.id}
                data-action-id={a.id}
                variant={a.variant}
                icon={typeof a.icon === 'string' ? <Icon name={a.icon as IconName} /> : a.icon}
                onPress={a.onAction}
                isDisabled={a.isDisabled}
                isPending={a.isPending}
              >
                {a.label}
              </Button>
            ))}
          </Toolbar>
        ) : undefined
      }
    >
      {body}
    </ModalDialog>
  );
}
