import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Menu, MenuItem, Popover } from 'react-aria-components';

import { PlainButton } from '../plain/PlainButton';
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

/**
 * View, edit and delete buttons for one row (each only when its callback is given) plus a menu of extras. A list
 * draws these on every row, so they are native buttons (a page of 30 rows would otherwise mount 60 react-aria
 * buttons and 30 menu triggers on each sort or filter change), and the menu itself mounts only while it is open.
 */
export function RowActions({ label, onView, onEdit, onDelete, extra, className }: RowActionsProps) {
  const intl = useIntl();
  const name = (kind: 'view' | 'edit' | 'delete') => {
    const named = { view: m.viewRow, edit: m.editRow, delete: m.deleteRow }[kind];
    return label ? intl.formatMessage(named, { label }) : intl.formatMessage(m[kind]);
  };
  return (
    <div className={className ?? css.actionsCell} data-row-actions="">
      {onView ? (
        <PlainButton
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
        <PlainButton
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
        <PlainButton
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
        <MoreActions
          label={label ? intl.formatMessage(m.moreActionsRow, { label }) : intl.formatMessage(m.moreActions)}
          actions={extra}
        />
      ) : extra ? (
        <span className={css.actionSlot} aria-hidden="true" />
      ) : null}
    </div>
  );
}

/**
 * The "More actions" button and its menu: Enter, Space, a click or Arrow Down opens the menu on its first item
 * (Arrow Up on its last); choosing an item, Escape or a click outside closes it, and focus returns to the button.
 */
function MoreActions({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const portalContainer = useThemePortalContainer();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const triggerId = useId();
  const menuId = useId();
  return (
    <>
      <PlainButton
        ref={triggerRef}
        id={triggerId}
        size="sm"
        variant="ghost"
        iconOnly
        icon={<Icon name="more" />}
        data-action="more"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open ? true : undefined}
        aria-controls={open ? menuId : undefined}
        data-pressed={open ? true : undefined}
        onPress={() => setOpen((o) => (o ? false : 'first'))}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
          e.preventDefault();
          setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
        }}
      />
      {open ? (
        <Popover
          triggerRef={triggerRef}
          isOpen
          onOpenChange={(isOpen) => !isOpen && setOpen(false)}
          trigger="MenuTrigger"
          aria-labelledby={triggerId}
          placement="bottom end"
          className={css.popover}
          UNSTABLE_portalContainer={portalContainer}
        >
          <Menu
            id={menuId}
            aria-labelledby={triggerId}
            autoFocus={open}
            items={actions}
            onAction={(key) => {
              setOpen(false);
              actions.find((a) => a.id === key)?.onAction();
            }}
            onClose={() => setOpen(false)}
            disabledKeys={actions.filter((a) => a.isDisabled).map((a) => a.id)}
          >
            {(action) => (
              <MenuItem id={action.id} className={css.option} textValue={action.label}>
                {action.icon ? <Icon name={action.icon} /> : null}
                {action.label}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      ) : null}
    </>
  );
}
