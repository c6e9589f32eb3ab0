import {
  PERMISSION_LABELS,
  PERMISSION_MODULE_LABELS,
  PERMISSION_MODULES,
  type PermissionKey,
  type PermissionModule,
} from '@erp/schema';
import { PlainCheckbox, PlainTextField, useFormState } from '@erp/ui';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import * as shared from '../../shared/shared.css';
import * as css from './PermissionEditor.css';
import { roleMessages as m, roleNamedMessages as mn } from './roles.messages';
import { ALL_KEYS, labelIn, matchingKeys, MODULES } from './permissions.search';

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
  readOnly: boolean;
  onToggle: (key: PermissionKey, on: boolean) => void;
};

// One key: memoised, so a toggle or a search re-renders only the rows whose props changed. A native checkbox (the
// markup and classes of `Checkbox`): 130 react-aria checkboxes cost a frame's budget many times over to render, and
// each press measured the page (a forced layout of the whole dialog) before the click.
const PermissionRow = memo(function PermissionRow({
  permKey,
  locale,
  checked,
  disabled,
  notHeld,
  readOnly,
  onToggle,
}: RowProps) {
  const label = labelIn(locale, PERMISSION_LABELS[permKey]);
  return (
    <li>
      <PlainCheckbox
        isSelected={checked}
        isDisabled={disabled}
        isReadOnly={readOnly}
        onChange={(on) => onToggle(permKey, on)}
        description={
          <>
            {label.description}
            <span className={css.key}>{permKey}</span>
            {notHeld ? <span className={shared.secondary}>{notHeld}</span> : null}
          </>
        }
      >
        {label.name}
      </PlainCheckbox>
    </li>
  );
});

/** The state of a Select all over some keys, and how many of the module's keys are held. */
type Bulk = {
  props: {
    isSelected: boolean;
    isIndeterminate: boolean;
    isDisabled: boolean;
    isReadOnly: boolean;
    onChange: () => void;
  };
  held: number;
  isHeld: (key: string) => boolean;
};

type ModuleProps = {
  mod: PermissionModule;
  /** The module's keys the search shows (the same array while the search does not change). */
  keys: readonly PermissionKey[];
  /** The module's held keys, joined: a section renders again only when its own selection changes. */
  held: string;
  locale: string;
  isReadOnly: boolean;
  busy: boolean;
  notHeld: string;
  canAdd: (key: string) => boolean;
  bulk: (keys: readonly PermissionKey[], mod?: PermissionModule) => Bulk;
  onToggle: (key: PermissionKey, on: boolean) => void;
};

// One module: memoised on its own keys' state (`held`), so a toggle renders one section and in it one row. `bulk`
// is new with every selection, but what it gives a section depends only on the section's keys and their state, so
// it is left out of the comparison.
const ModuleSection = memo(
  function ModuleSection({ mod, keys, locale, isReadOnly, busy, notHeld, canAdd, bulk, onToggle }: ModuleProps) {
    const intl = useIntl();
    const name = labelIn(locale, PERMISSION_MODULE_LABELS[mod]).name;
    const all = PERMISSION_MODULES[mod];
    const state = bulk(keys, mod);
    return (
      <section className={css.module} data-module={mod} aria-label={name}>
        <div className={css.moduleHeader}>
          <h3 className={css.moduleTitle}>
            <span>{name}</span>
            <span className={css.count}>
              {intl.formatMessage(mn.count, { selected: state.held, total: all.length })}
            </span>
          </h3>
          <PlainCheckbox {...state.props} aria-label={intl.formatMessage(mn.selectAllIn, { module: name })}>
            {intl.formatMessage(m.selectAll)}
          </PlainCheckbox>
        </div>
        <ul className={css.rows}>
          {keys.map((k) => {
            const isHeld = state.isHeld(k);
            const addable = canAdd(k);
            return (
              <PermissionRow
                key={k}
                permKey={k}
                locale={locale}
                checked={isHeld}
                disabled={isReadOnly || (!isHeld && !addable)}
                notHeld={!isHeld && !addable && !isReadOnly ? notHeld : undefined}
                readOnly={busy}
                onToggle={onToggle}
              />
            );
          })}
        </ul>
      </section>
    );
  },
  (a, b) => (Object.keys(a) as (keyof ModuleProps)[]).every((name) => name === 'bulk' || Object.is(a[name], b[name])),
);

/**
 * The 130 permission keys grouped by module, each with its name and description in the active language, a count of
 * the selected keys per module and overall, a search over keys, names and descriptions in both languages, and Select
 * all per module and overall (over the keys the search shows). Keys the editor's own role does not hold cannot be
 * added. Sections and rows are memoised on their own keys' state (a toggle renders one section and one row), the
 * search field apart from them, and the search is deferred, so the field answers first.
 */
export function PermissionEditor({
  value,
  onChange,
  grantable,
  isReadOnly = false,
  defaultQuery = '',
}: PermissionEditorProps) {
  const intl = useIntl();
  // While the wizard around submits, the boxes show themselves read-only, as its other fields do.
  const busy = useFormState().isReadOnly ?? false;
  const [query, setQuery] = useState(defaultQuery);
  const deferredQuery = useDeferredValue(query);
  const selected = useMemo(() => new Set<string>(value), [value]);
  const shown = useMemo(() => matchingKeys(deferredQuery), [deferredQuery]);
  // Each module's shown keys: the same arrays until the search changes, so the sections stay memoised.
  const shownByModule = useMemo(
    () => new Map(MODULES.map((mod) => [mod, PERMISSION_MODULES[mod].filter((k) => shown.has(k))])),
    [shown],
  );
  const visible = useMemo(() => ALL_KEYS.filter((k) => shown.has(k)), [shown]);

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

  // Select all over `keys`; with a module, also that module's held count. Reads the selection of this render, and
  // a section calls it only when it renders, that is when its own keys' state changed.
  const bulk = useCallback(
    (keys: readonly PermissionKey[], mod?: PermissionModule): Bulk => {
      const changeable = keys.filter((k) => selected.has(k) || canAdd(k));
      const all = changeable.length > 0 && changeable.every((k) => selected.has(k));
      const some = changeable.some((k) => selected.has(k));
      return {
        props: {
          isSelected: all,
          isIndeterminate: some && !all,
          isDisabled: isReadOnly || changeable.length === 0,
          isReadOnly: busy,
          onChange: () => setKeys(changeable, !all),
        },
        held: mod ? PERMISSION_MODULES[mod].filter((k) => selected.has(k)).length : selected.size,
        isHeld: (k) => selected.has(k),
      };
    },
    [selected, canAdd, isReadOnly, busy, setKeys],
  );
  // The editor's fixed texts, formatted once per language rather than on every toggle.
  const text = useMemo(
    () => ({
      notHeld: intl.formatMessage(m.notHeld),
      search: intl.formatMessage(m.search),
      searchHint: intl.formatMessage(m.searchHint),
      selectAll: intl.formatMessage(m.selectAll),
    }),
    [intl],
  );

  return (
    <div className={css.editor} data-testid="permission-editor">
      <div className={css.toolbar}>
        <SearchField label={text.search} placeholder={text.searchHint} value={query} onChange={setQuery} />
        <PlainCheckbox {...bulk(visible).props}>{text.selectAll}</PlainCheckbox>
        <span className={css.total} aria-live="polite">
          {intl.formatMessage(mn.count, { selected: selected.size, total: ALL_KEYS.length })}
        </span>
      </div>
      {visible.length === 0 ? <p className={shared.muted}>{intl.formatMessage(mn.noMatch, { query })}</p> : null}
      {MODULES.map((mod) => {
        const keys = shownByModule.get(mod)!;
        if (keys.length === 0) return null;
        return (
          <ModuleSection
            key={mod}
            mod={mod}
            keys={keys}
            held={PERMISSION_MODULES[mod].filter((k) => selected.has(k)).join(' ')}
            locale={intl.locale}
            isReadOnly={isReadOnly}
            busy={busy}
            notHeld={text.notHeld}
            canAdd={canAdd}
            bulk={bulk}
            onToggle={onToggle}
          />
        );
      })}
    </div>
  );
}

type SearchProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

// The search field renders only when its text changes, not on a toggle. A native input (the markup and classes of
// `TextField`): react-aria's text field cost most of a keystroke's script.
const SearchField = memo(function SearchField({ label, placeholder, value, onChange }: SearchProps) {
  return (
    <PlainTextField
      className={css.search}
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
    />
  );
});
