import { CLIENTS_STATUS, CLIENTS_TYPE } from '@erp/schema';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { localName } from '../../shared/format';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { enumFilter, ListScreen, nameColumn, recordRowActions } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { ACTIVITY_TONES, statusBadge } from '../../shared/list-screen/StatusChange';
import { useDialog } from '../../shared/list-screen/useDialog';
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
  const dialog = useDialog<'wizard' | 'delete', Client>(viewer ? props.onViewerClose : undefined);
  const [type, email, phone] = fieldColumns<ClientFormValues, Client>(intl, [f.type, f.email, f.phone], {
    sortable: ['type', 'email'],
  });
  const badge = statusBadge(intl, 'clients', 'status', ACTIVITY_TONES);
  const wizardFor = dialog.recordOf('wizard');
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
        { id: 'status', header: intl.formatMessage(cm.status), sortable: true, cell: (c) => badge(c.status) },
        email!,
        phone!,
      ]}
      filters={[
        enumFilter(intl, list, intl.formatMessage(cm.type), 'clients', 'type', CLIENTS_TYPE),
        enumFilter(intl, list, intl.formatMessage(cm.status), 'clients', 'status', CLIENTS_STATUS),
      ]}
      getRowLabel={(c) => localName(intl.locale, c)}
      searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
      add={can.create ? { label: intl.formatMessage(m.add), onPress: () => dialog.open('wizard') } : null}
      empty={{ title: intl.formatMessage(m.emptyTitle), description: intl.formatMessage(cm.emptyDescription) }}
      {...recordRowActions(can, dialog, props.onView)}
    >
      {viewer ? (
        <ClientViewer
          viewer={viewer}
          permissions={can}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
          onEdit={(c) => dialog.open('wizard', c)}
          onDelete={(c) => dialog.open('delete', c)}
        />
      ) : null}
      <DeleteRecordDialog
        dialog={dialog}
        name={(c) => localName(intl.locale, c)}
        message={(c) => intl.formatMessage(mn.deleteMessage, { name: localName(intl.locale, c) })}
        onDelete={onDelete}
      />
      {wizardFor !== undefined ? (
        <ClientWizard
          record={wizardFor}
          onSubmit={dialog.closeAfter((values) => onSave(values, wizardFor))}
          onClose={dialog.close}
        />
      ) : null}
    </ListScreen>
  );
}
