import type { PermissionKey } from '@erp/schema';
import { WizardDialog } from '@erp/ui';
import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { ReviewList } from '../../shared/ReviewList';
import { FormFields, reviewRows, trimmed, validateFields } from '../../shared/record-form/fields';
import { PermissionEditor } from './PermissionEditor';
import { labelIn, MODULES, countsByModule } from './permissions.search';
import { roleFields as f, type RoleTextValues } from './roles.fields';
import { roleMessages as m, roleNamedMessages as mn } from './roles.messages';
import type { Role } from './roles.types';
import { PERMISSION_MODULE_LABELS, PERMISSION_MODULES } from '@erp/schema';

/** What the role wizard submits. */
export type RoleFormValues = RoleTextValues & { permissions: PermissionKey[] };

/** Props of {@link RoleWizard}. */
export type RoleWizardProps = {
  /** The role to edit; absent for a new one. */
  record?: Role | null;
  /** The keys the editor's own role holds: only those can be added. */
  grantable?: ReadonlySet<string>;
  /** Saves; the wizard stays pending until it settles and shows the refused fields. */
  onSubmit: (values: RoleFormValues) => Promise<unknown>;
  onClose: () => void;
  /** The step shown first (stories). */
  defaultStep?: number;
};

const TEXT_FIELDS = [f.name, f.nameAr, f.description, f.descriptionAr];

/**
 * The keys being edited, held outside React's state: the editor's step and the review read them, so a toggle renders
 * the editor alone and not the wizard around it (its steps, buttons and dialog), which cost more than the toggle.
 */
type KeysStore = {
  get: () => PermissionKey[];
  set: (keys: PermissionKey[]) => void;
  subscribe: (listener: () => void) => () => void;
};

function createKeysStore(initial: PermissionKey[]): KeysStore {
  let keys = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => keys,
    set: (next) => {
      keys = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const useKeys = (store: KeysStore) => useSyncExternalStore(store.subscribe, store.get);

function PermissionsStep({ store, grantable }: { store: KeysStore; grantable?: ReadonlySet<string> }) {
  return <PermissionEditor value={useKeys(store)} grantable={grantable} onChange={store.set} />;
}

function ReviewStep({ store, text }: { store: KeysStore; text: RoleTextValues }) {
  const intl = useIntl();
  const counts = countsByModule(new Set(useKeys(store)));
  return (
    <ReviewList
      rows={[
        ...reviewRows(intl, TEXT_FIELDS, text),
        ...MODULES.map(
          (mod) =>
            [
              labelIn(intl.locale, PERMISSION_MODULE_LABELS[mod]).name,
              intl.formatMessage(mn.count, { selected: counts[mod], total: PERMISSION_MODULES[mod].length }),
            ] as [string, string],
        ),
      ]}
    />
  );
}

/** Adds or edits a role: its names and descriptions, then its permissions in the editor, then a review. */
export function RoleWizard({ record: role, grantable, onSubmit, onClose, defaultStep }: RoleWizardProps) {
  const intl = useIntl();
  const initial: RoleFormValues = {
    name: role?.name ?? '',
    nameAr: role?.nameAr ?? '',
    description: role?.description ?? '',
    descriptionAr: role?.descriptionAr ?? '',
    permissions: role?.permissions ?? [],
  };
  const { permissions: initialKeys, ...initialText } = initial;
  const [text, setText] = useState<RoleTextValues>(initialText);
  const [store] = useState(() => createKeysStore(initialKeys));
  // The wizard renders again when the keys become changed or unchanged, not on every toggle.
  const keysChanged = useSyncExternalStore(store.subscribe, () => store.get().join() !== initialKeys.join());
  return (
    <WizardDialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage(role ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(role ? cm.saveChanges : m.createSubmit)}
      isDirty={keysChanged || JSON.stringify(text) !== JSON.stringify(initialText)}
      defaultStep={defaultStep}
      fieldLabels={{
        ...Object.fromEntries(TEXT_FIELDS.map((s) => [s.name, intl.formatMessage(s.label)])),
        permissions: intl.formatMessage(m.permissions),
      }}
      onSubmit={() => onSubmit({ ...trimmed(text), permissions: store.get() })}
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(cm.details),
          fields: TEXT_FIELDS.map((s) => s.name),
          validate: () => validateFields(intl, TEXT_FIELDS, text, 'roles'),
          content: (
            <FormFields
              specs={TEXT_FIELDS}
              values={text}
              collection="roles"
              onChange={(name, v) => setText((prev) => ({ ...prev, [name]: v }))}
            />
          ),
        },
        {
          id: 'permissions',
          title: intl.formatMessage(m.permissions),
          description: intl.formatMessage(m.permissionsHint),
          fields: ['permissions'],
          content: <PermissionsStep store={store} grantable={grantable} />,
        },
        {
          id: 'review',
          title: intl.formatMessage(cm.review),
          content: <ReviewStep store={store} text={text} />,
        },
      ]}
    />
  );
}
