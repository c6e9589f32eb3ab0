import { useLayoutEffect, useRef } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';

import { Icon } from '../icon/Icon';
import * as styles from './Field.css';
import { usePortalContainer } from './usePortalContainer';
import { cx, FieldHelp, FieldLabel, type FieldBaseProps } from './FieldShell';
import { disabledIds, type FieldOption } from './options';
import { selectMessages } from './Select.messages';
import { useFormField } from './FormContext';

type InheritedSelectProps = Omit<
  AriaSelectProps<FieldOption>,
  | 'children'
  | 'className'
  | 'style'
  | 'items'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'selectionMode'
  | 'placeholder'
  | 'isInvalid'
  | 'isRequired'
  | 'isDisabled'
  | 'name'
>;

/** Props of {@link Select}. */
export type SelectProps = InheritedSelectProps &
  Omit<FieldBaseProps, 'isReadOnly'> & {
    /** The choices, in display order. */
    options: readonly FieldOption[];
    /** The chosen option's id (controlled); `null` for none. */
    value?: string | null;
    /** The initially chosen option's id (uncontrolled). */
    defaultValue?: string | null;
    /** Called with the chosen option's id. */
    onChange?: (id: string | null) => void;
    /**
     * Text shown before anything is chosen.
     * @default a translated "Select an option"
     */
    placeholder?: string;
  };

/**
 * A drop-down list of options on react-aria's Select: the trigger opens a popover listbox with Enter, Space,
 * ArrowDown or ArrowUp; typing jumps to an option. Read-only is not offered: show the value as text instead.
 *
 * @selector [data-invalid], [data-disabled], [data-required], [data-open] on the root
 */
export function Select(props: SelectProps) {
  const { label, description, errorMessage, className, options, value, defaultValue, onChange, placeholder, ...rest } =
    useFormField(props, 'disabled');
  const intl = useIntl();
  const [attachPortal, portalContainer] = usePortalContainer();
  return (
    <AriaSelect
      {...rest}
      ref={attachPortal}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange && ((key: Key | null) => onChange(key === null ? null : String(key)))}
      placeholder={placeholder ?? intl.formatMessage(selectMessages.placeholder)}
      disabledKeys={disabledIds(options)}
      className={cx(styles.field, className)}
    >
      {({ isInvalid }) => (
        <>
          <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
          <Trigger isInvalid={isInvalid} />
          <FieldHelp description={description} errorMessage={errorMessage} />
          <Popover className={styles.popover} offset={4} UNSTABLE_portalContainer={portalContainer}>
            <ListBox className={styles.listBox} items={options}>
              {(option) => <OptionItem option={option} />}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaSelect>
  );
}

/**
 * The button showing the chosen option. react-aria's Button forwards no aria-invalid, yet forms find the first
 * invalid field by it, so it is set on the DOM node from the Select's validation state.
 */
function Trigger({ isInvalid }: { isInvalid: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (isInvalid) ref.current?.setAttribute('aria-invalid', 'true');
    else ref.current?.removeAttribute('aria-invalid');
  }, [isInvalid]);
  return (
    <Button ref={ref} className={styles.trigger}>
      <SelectValue className={styles.triggerValue} />
      <Icon name="chevron-down" className={styles.chevron} />
    </Button>
  );
}

/** A listbox row with a check mark on the selected option (shared by Select, ComboBox and TagField). */
export function OptionItem({ option }: { option: FieldOption }) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} className={styles.listBoxItem}>
      <span className={styles.itemLabel}>{option.label}</span>
      <Icon name="check" className={styles.itemCheck} />
    </ListBoxItem>
  );
}
