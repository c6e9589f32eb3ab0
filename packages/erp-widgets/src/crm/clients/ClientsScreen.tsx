import { CLIENTS_STATUS, CLIENTS_TYPE } from '@erp/schema';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { localName } from '../../shared/format';
import { statusColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { enumFilter, ListScreen, nameColumn } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { ACTIVITY_TONES, statusBadge } from '../../shared/list-screen/StatusChange';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { fieldColumns } from '../../shared/record-form/fields';
import { navigationMessages } from '../../shared/navigation.messages';
import { ClientViewer } from './ClientViewer';
import { ClientWizard } from './ClientWizard';
import { clientFields as f, type ClientFormValues } from './clients.fields';
import { clientMessages as m, clientNamedMessages as mn } from './clients.messages';
import type { Client, ClientDetail, ClientFilters } from './clients.types';

/** Props of {@link ClientsScreen}. */
export type ClientsScreenProps = ListScreenBaseProps<Client, ClientDetail, ClientFilters> & {
  /** Saves a new client (`client` null) or changes one; the wizard stays open and shows refused fields if it rejects. */
  onSave: (values: ClientFormValues, client: Client | null) => Promise<unknown>;
  /** Deletes a client; the confirmation stays pending until it settles, and open if it rejects. */
  onDelete: (client: Client) => Promise<unknown>;
};

/**
 * The clients page: "Add client", a searchable list filtered by type and status and sorted by its columns, the
 * client's viewer with its contacts and documents, the add/edit wizard and the delete confirmation.
 */
export function ClientsScreen({ list, permissions: can, viewer, onSave, onDelete, ...props }: ClientsScreenProps) {
  const intl = useIntl();
  const d = useRecordDialogs({ ...props, viewer, permissions: can, onSave });
  const [type, email, phone] = fieldColumns<ClientFormValues, Client>(intl, [f.type, f.email, f.phone], {
    sortable: ['type', 'email'],
  });
  const badge = statusBadge(intl, 'clients', 'status', ACTIVITY_TONES);
  return (
    <ListScreen<Client, ClientFilters>
      title={intl.formatMessage(navigationMessages.clients)}
      list={list}
      columns={[
        nameColumn<Client>(
          intl,
          (c) => localName(intl.locale, c),
          (c) => c.company !== c.name && c.company,
        ),
        type!,
        statusColumn(intl, badge),
        email!,
        phone!,
      ]}
      filters={[
        enumFilter(intl, list, intl.formatMessage(cm.type), 'clients', 'type', CLIENTS_TYPE),
        enumFilter(intl, list, intl.formatMessage(cm.status), 'clients', 'status', CLIENTS_STATUS),
      ]}
      getRowLabel={(c) => localName(intl.locale, c)}
      messages={m}
      onAdd={d.onAdd}
      {...d.rowActions}
    >
      {d.viewer ? <ClientViewer {...d.viewer} permissions={can} onEdit={d.edit} onDelete={d.confirmDelete} /> : null}
      <DeleteRecordDialog
        dialog={d.dialog}
        name={(c) => localName(intl.locale, c)}
        message={(c) => intl.formatMessage(mn.deleteMessage, { name: localName(intl.locale, c) })}
        onDelete={onDelete}
      />
      {d.wizard ? <ClientWizard {...d.wizard} /> : null}
    </ListScreen>
  );
}
