import { useIntl } from 'react-intl';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

import { Button } from '../button/Button';
import { useThemePortalContainer } from '../app-shell/useThemePortal';
import { Icon, type IconName } from '../icon/Icon';
import * as css from './PaginatedList.css';
import { listMessages as m } from './PaginatedList.messages';

/** A further action on a row, offered in the row's "More actions" menu. */
export type RowAction = {
  /** Stable id. */
  id: string;
  /** Visible label (already translated). */
  label: string;
  /** Icon before the label. */
  icon?: IconName;
  /** Whether the action is unavailable for this row. */
  isDisabled?: boolean;
  onAction: () => void;
};

type RowActionsProps = {
  /** Names the record in the buttons' accessible names ("Edit INV-0042"). */
  label?: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The row's further actions; an empty list keeps the menu's place, so every row's buttons line up. */
  extra?: readonly RowAction[];
  className?: string;
};

/** View, edit and delete buttons for one row (each only when its callback is given) plus a menu of extras. */
export function RowActions({ label, onView, onEdit, onDelete, extra, className }: RowActionsProps) {
  const intl = useIntl();
  const portalContainer = useThemePortalContainer();
  const name = (kind: 'view' | 'edit' | 'delete') => {
    const named = { view: m.viewRow, edit: m.editRow, delete: m.deleteRow }[kind];
    return label ? intl.formatMessage(named, { label }) : intl.formatMessage(m[kind]);
  };
  return (
    <div className={className ?? css.actionsCell} data-row-actions="">
      {onView ? (
        <Button
          size="sm"
          variant="ghost"
          iconOnly
          icon={<Icon name="eye" />}
          aria-label={name('view')}
          data-action="view"
          onPress={onView}
        />
      ) : null}
      {onEdit ? (
        <Button
          size="sm"
          variant="ghost"
          iconOnly
          icon={<Icon name="edit" />}
          aria-label={name('edit')}
          data-action="edit"
          onPress={onEdit}
        />
      ) : null}
      {onDelete ? (
        <Button
          size="sm"
          variant="ghost"
          iconOnly
          icon={<Icon name="trash" />}
          aria-label={name('delete')}
          data-action="delete"
          onPress={onDelete}
        />
      ) : null}
      {extra && extra.length > 0 ? (
        <MenuTrigger>
          <Button
            size="sm"
            variant="ghost"
            iconOnly
            icon={<Icon name="more" />}
            data-action="more"
            aria-label={label ? intl.formatMessage(m.moreActionsRow, { label }) : intl.formatMessage(m.moreActions)}
          />
          <Popover placement="bottom end" className={css.popover} UNSTABLE_portalContainer={portalContainer}>
            <Menu
              items={extra}
              onAction={(key) => extra.find((a) => a.id === key)?.onAction()}
              disabledKeys={extra.filter((a) => a.isDisabled).map((a) => a.id)}
            >
              {(action) => (
                <MenuItem id={action.id} className={css.option} textValue={action.label}>
                  {action.icon ? <Icon name={action.icon} /> : null}
                  {action.label}
                </MenuItem>
              )}
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : extra ? (
        <span className={css.actionSlot} aria-hidden="true" />
      ) : null}
    </div>
  );
}
