import { PERMISSION_LABELS, PERMISSION_MODULE_LABELS, PERMISSION_MODULES, type PermissionKey } from '@erp/schema';
import { Checkbox, TextField } from '@erp/ui';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import * as shared from '../../shared/shared.css';
import * as css from './PermissionEditor.css';
import { roleMessages as m, roleNamedMessages as mn } from './roles.messages';
import { ALL_KEYS, countsByModule, labelIn, matchingKeys, MODULES } from './permissions.search';

/** Props of {@link PermissionEditor}. */
export type PermissionEditorProps = {
  /** The keys the role holds. */
  value: readonly PermissionKey[];
  /** Called with the new keys (catalogue order). */
  onChange: (keys: PermissionKey[]) => void;
  /** The keys the editor may add (their own role's); keys outside it stay as they are unless already held. */
  grantable?: ReadonlySet<string>;
  /**
   * Show the keys without changing them (a read-only role).
   * @default false
   */
  isReadOnly?: boolean;
  /** The search text to start with (stories). */
  defaultQuery?: string;
};

type RowProps = {
  permKey: PermissionKey;
  locale: string;
  checked: boolean;
  disabled: boolean;
  notHeld: string | undefined;
  onToggle: (key: PermissionKey, on: boolean) => void;
};

// One key: memoised, so a toggle or a search re-renders only the rows whose props changed.
const PermissionRow = memo(function PermissionRow({ permKey, locale, checked, disabled, notHeld, onToggle }: RowProps) {
  const label = labelIn(locale, PERMISSION_LABELS[permKey]);
  return (
    <li>
      <Checkbox
        isSelected={checked}
        isDisabled={disabled}
        onChange={(on) => onToggle(permKey, on)}
        description={
          <>
            <span>{label.description}</span>
            <span className={css.key}>{permKey}</span>
            {notHeld ? <span className={shared.secondary}>{notHeld}</span> : null}
          </>
        }
      >
        {label.name}
      </Checkbox>
    </li>
  );
});

/**
 * The 130 permission keys grouped by module, each with its name and description in the active language, a count of
 * the selected keys per module and overall, a search over keys, names and descriptions in both languages, and Select
 * all per module and overall (over the keys the search shows). Keys the editor's own role does not hold cannot be
 * added. Rows are memoised and the search is deferred, so typing and Select all stay within a frame.
 */
export function PermissionEditor({
  value,
  onChange,
  grantable,
  isReadOnly = false,
  defaultQuery = '',
}: PermissionEditorProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(defaultQuery);
  const deferredQuery = useDeferredValue(query);
  const selected = useMemo(() => new Set<string>(value), [value]);
  const shown = useMemo(() => matchingKeys(deferredQuery), [deferredQuery]);
  const counts = useMemo(() => countsByModule(selected), [selected]);

  // The toggle reads the latest value through a ref, so its identity never changes and the rows stay memoised.
  const latest = useRef({ selected, onChange });
  useLayoutEffect(() => {
    latest.current = { selected, onChange };
  });
  const canAdd = useCallback((key: string) => !grantable || grantable.has(key), [grantable]);
  const setKeys = useCallback((keys: readonly PermissionKey[], on: boolean) => {
    const next = new Set(latest.current.selected);
    for (const k of keys) {
      if (on) next.add(k);
      else next.delete(k);
    }
    latest.current.onChange(ALL_KEYS.filter((k) => next.has(k)));
  }, []);
  const onToggle = useCallback((key: PermissionKey, on: boolean) => setKeys([key], on), [setKeys]);

  const visible = ALL_KEYS.filter((k) => shown.has(k));
  const bulk = (keys: readonly PermissionKey[]) => {
    const changeable = keys.filter((k) => selected.has(k) || canAdd(k));
    const all = changeable.length > 0 && changeable.every((k) => selected.has(k));
    const some = changeable.some((k) => selected.has(k));
    return {
      isSelected: all,
      isIndeterminate: some && !all,
      isDisabled: isReadOnly || changeable.length === 0,
      onChange: () => setKeys(changeable, !all),
    };
  };
  const notHeld = intl.formatMessage(m.notHeld);

  return (
    <div className={css.editor} data-testid="permission-editor">
      <div className={css.toolbar}>
        <TextField
          className={css.search}
          type="search"
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchHint)}
          value={query}
          onChange={setQuery}
        />
        <Checkbox {...bulk(visible)}>{intl.formatMessage(m.selectAll)}</Checkbox>
        <span className={css.total} aria-live="polite">
          {intl.formatMessage(mn.count, { selected: selected.size, total: ALL_KEYS.length })}
        </span>
      </div>
      {visible.length === 0 ? <p className={shared.muted}>{intl.formatMessage(mn.noMatch, { query })}</p> : null}
      {MODULES.map((mod) => {
        const keys = PERMISSION_MODULES[mod].filter((k) => shown.has(k));
        if (keys.length === 0) return null;
        const name = labelIn(intl.locale, PERMISSION_MODULE_LABELS[mod]).name;
        return (
          <section key={mod} className={css.module} data-module={mod} aria-label={name}>
            <div className={css.moduleHeader}>
              <h3 className={css.moduleTitle}>
                <span>{name}</span>
                <span className={css.count}>
                  {intl.formatMessage(mn.count, { selected: counts[mod], total: PERMISSION_MODULES[mod].length })}
                </span>
              </h3>
              <Checkbox {...bulk(keys)} aria-label={intl.formatMessage(mn.selectAllIn, { module: name })}>
                {intl.formatMessage(m.selectAll)}
              </Checkbox>
            </div>
            <ul className={css.rows}>
              {keys.map((k) => {
                const held = selected.has(k);
                const addable = canAdd(k);
                return (
                  <PermissionRow
                    key={k}
                    permKey={k}
                    locale={intl.locale}
                    checked={held}
                    disabled={isReadOnly || (!held && !addable)}
                    notHeld={!held && !addable && !isReadOnly ? notHeld : undefined}
                    onToggle={onToggle}
                  />
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
