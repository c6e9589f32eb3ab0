import { useState } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  Tag,
  TagGroup,
  TagList,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';

import { Icon } from '../icon/Icon';
import * as styles from './Field.css';
import { usePortalContainer } from './usePortalContainer';
import { cx, FieldHelp, FieldLabel, type FieldBaseProps } from './FieldShell';
import { disabledIds, type FieldOption } from './options';
import { OptionItem } from './Select';
import * as tagStyles from './TagField.css';
import { tagFieldMessages } from './TagField.messages';
import { comboBoxMessages } from './ComboBox.messages';
import { useFormField } from './FormContext';

/** Props of {@link TagField}. */
export type TagFieldProps = Omit<FieldBaseProps, 'label'> & {
  /** The visible label (plain text: it also names the list of chosen tags). */
  label: string;
  /** Every choice; chosen ones leave the drop-down and show as tags. */
  options: readonly FieldOption[];
  /** Ids of the chosen options (controlled), in the order they were chosen. */
  value?: readonly string[];
  /** Ids chosen initially (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with the new list of chosen ids after a tag is added or removed. */
  onChange?: (ids: string[]) => void;
  /** Hint shown in the search input. */
  placeholder?: string;
};

/**
 * Several values from a list (departments, warehouses, permissions): type to filter, pick with Enter, and each
 * choice becomes a tag. Tags are removed with their button or, once focused, with Backspace or Delete;
 * Backspace in the empty search input removes the last tag. With `name`, each id is submitted as a hidden input.
 *
 * @selector [data-invalid], [data-disabled], [data-readonly], [data-required] on the root
 */
export function TagField(props: TagFieldProps) {
  const {
    label,
    description,
    errorMessage,
    className,
    options,
    value,
    defaultValue,
    onChange,
    placeholder,
    name,
    isDisabled,
    isReadOnly,
    isRequired,
    isInvalid,
  } = useFormField(props);
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [own, setOwn] = useState<readonly string[]>(defaultValue ?? []);
  const [inputValue, setInputValue] = useState('');
  const [attachPortal, portalContainer] = usePortalContainer();
  const chosen = value ?? own;
  const byId = new Map(options.map((o) => [o.id, o]));
  const chosenOptions = chosen.map((id) => byId.get(id)).filter((o): o is FieldOption => o !== undefined);
  const available = options.filter((o) => !chosen.includes(o.id) && contains(o.label, inputValue));
  const isLocked = isDisabled || isReadOnly;

  const update = (next: string[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const add = (key: Key | null) => {
    if (key === null) return;
    update([...chosen, String(key)]);
    setInputValue('');
  };
  const remove = (keys: Iterable<Key>) => {
    const gone = new Set([...keys].map(String));
    update(chosen.filter((id) => !gone.has(id)));
  };

  return (
    <div
      ref={attachPortal}
      className={cx(styles.field, className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <AriaComboBox
        className={styles.field}
        items={available}
        value={null}
        onChange={add}
        inputValue={inputValue}
        onInputChange={setInputValue}
        disabledKeys={disabledIds(options)}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={isRequired && chosen.length === 0}
        isInvalid={isInvalid}
        validationBehavior="aria"
        allowsEmptyCollection
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Group className={styles.group}>
          <Input
            className={styles.groupInput}
            placeholder={placeholder}
            onKeyDown={(e) => {
              const last = chosen[chosen.length - 1];
              if (e.key === 'Backspace' && inputValue === '' && last !== undefined && !isLocked) remove([last]);
            }}
          />
          <Button className={styles.groupButton}>
            <Icon name="chevron-down" />
          </Button>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className={styles.popover} offset={4} UNSTABLE_portalContainer={portalContainer}>
          <ListBox
            className={styles.listBox}
            renderEmptyState={() => (
              <div className={styles.listStatus}>{intl.formatMessage(comboBoxMessages.noResults)}</div>
            )}
          >
            {(option: FieldOption) => <OptionItem option={option} />}
          </ListBox>
        </Popover>
      </AriaComboBox>
      <TagGroup
        aria-label={intl.formatMessage(tagFieldMessages.selected, { label })}
        onRemove={isLocked ? undefined : remove}
        className={tagStyles.tagGroup}
      >
        <TagList
          items={chosenOptions}
          className={tagStyles.tagList}
          renderEmptyState={() => (
            <span className={tagStyles.empty}>{intl.formatMessage(tagFieldMessages.noneSelected)}</span>
          )}
        >
          {(option) => (
            <Tag id={option.id} textValue={option.label} className={tagStyles.tag}>
              {option.label}
              {!isLocked && (
                <Button
                  slot="remove"
                  className={tagStyles.removeButton}
                  aria-label={intl.formatMessage(tagFieldMessages.remove)}
                >
                  <Icon name="close" />
                </Button>
              )}
            </Tag>
          )}
        </TagList>
      </TagGroup>
      {name && chosen.map((id) => <input key={id} type="hidden" name={name} value={id} />)}
    </div>
  );
}
