import { useState } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  useFilter,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';

import { Icon, Spinner } from '../icon/Icon';
import { comboBoxMessages } from './ComboBox.messages';
import * as styles from './Field.css';
import { usePortalContainer } from './usePortalContainer';
import { cx, FieldHelp, FieldLabel, type FieldBaseProps } from './FieldShell';
import { disabledIds, type FieldOption } from './options';
import { OptionItem } from './Select';
import { useAsyncOptions, type LoadOptions } from './useAsyncOptions';
import { useFormField } from './FormContext';

type InheritedComboBoxProps = Omit<
  AriaComboBoxProps<FieldOption>,
  | 'children'
  | 'className'
  | 'style'
  | 'items'
  | 'defaultItems'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'selectionMode'
  | 'isInvalid'
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'name'
  | 'allowsEmptyCollection'
>;

/** Props of {@link ComboBox}. */
export type ComboBoxProps = InheritedComboBoxProps &
  FieldBaseProps & {
    /** A fixed list of options, filtered locally as the user types ("contains", locale-aware). */
    options?: readonly FieldOption[];
    /**
     * Fetches the options matching the typed text (used instead of `options`): called after typing pauses for
     * `debounceMs` and on first open with the current text; `signal` aborts when a newer query starts.
     */
    loadOptions?: LoadOptions;
    /**
     * Delay after the last keystroke before `loadOptions` runs, in milliseconds.
     * @default 300
     */
    debounceMs?: number;
    /** The chosen option's id (controlled); `null` for none. */
    value?: string | null;
    /** The initially chosen option's id (uncontrolled). */
    defaultValue?: string | null;
    /** Called with the chosen option's id, or `null` when the choice is cleared. */
    onChange?: (id: string | null) => void;
    /** Hint shown while the input is empty. */
    placeholder?: string;
  };

/**
 * A searchable drop-down: type to filter a fixed list or to query `loadOptions`, then pick with the arrow keys
 * and Enter. Shows a spinner while loading and a translated "No results" when nothing matches. The caller
 * fetches (this package does no data fetching).
 *
 * @selector [data-invalid], [data-disabled], [data-readonly], [data-required], [data-open] on the root
 */
export function ComboBox(props: ComboBoxProps) {
  const {
    label,
    description,
    errorMessage,
    className,
    options,
    loadOptions,
    debounceMs = 300,
    value,
    defaultValue,
    onChange,
    placeholder,
    onInputChange,
    onOpenChange,
    ...rest
  } = useFormField(props);
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  const remote = useAsyncOptions(loadOptions, debounceMs);
  const [attachPortal, portalContainer] = usePortalContainer();
  const [inputValue, setInputValue] = useState(rest.defaultInputValue ?? '');
  const [requested, setRequested] = useState(false);
  const isAsync = loadOptions !== undefined;
  const list = isAsync ? remote.options : (options ?? []);

  const emptyText = remote.isLoading
    ? intl.formatMessage(comboBoxMessages.loading)
    : remote.hasError
      ? intl.formatMessage(comboBoxMessages.loadFailed)
      : intl.formatMessage(comboBoxMessages.noResults);

  return (
    <AriaComboBox
      {...rest}
      ref={attachPortal}
      {...(isAsync ? { items: list } : { defaultItems: list, defaultFilter: contains })}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange && ((key: Key | null) => onChange(key === null ? null : String(key)))}
      onInputChange={(text) => {
        setInputValue(text);
        if (isAsync) {
          setRequested(true);
          remote.request(text);
        }
        onInputChange?.(text);
      }}
      onOpenChange={(isOpen, trigger) => {
        if (isOpen && isAsync && !requested) {
          setRequested(true);
          remote.request(inputValue);
        }
        onOpenChange?.(isOpen, trigger);
      }}
      disabledKeys={disabledIds(list)}
      allowsEmptyCollection
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.groupInput} placeholder={placeholder} />
        {remote.isLoading && <Spinner className={styles.chevron} />}
        <Button className={styles.groupButton}>
          <Icon name="chevron-down" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4} UNSTABLE_portalContainer={portalContainer}>
        <ListBox
          className={styles.listBox}
          aria-busy={remote.isLoading || undefined}
          renderEmptyState={() => (
            <div className={styles.listStatus} role="status">
              {remote.isLoading && <Spinner />}
              {emptyText}
            </div>
          )}
        >
          {(option: FieldOption) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
