import { DeleteConfirmation, StatusBadge, type ListColumn } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { localName } from '../../shared/format';
import { ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useDialog } from '../../shared/list-screen/useDialog';
import * as css from '../crm.css';
import { navigationMessages } from '../../shell/navigation.messages';
import { ClientViewer } from './ClientViewer';
import { ClientWizard, type ClientFormValues } from './ClientWizard';
import { clientStatusLabel, clientStatusTone, clientTypeLabel } from './clients.format';
import { clientMessages as m, clientNamedMessages as mn } from './clients.messages';
import { CLIENT_STATUSES, CLIENT_TYPES, type Client, type ClientDetail, type ClientFilters } from './clients.types';

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
  const dialog = useDialog<'wizard' | 'delete', Client>();
  const open = (kind: 'wizard' | 'delete', client?: Client) => {
    if (viewer) props.onViewerClose();
    dialog.open(kind, client);
  };

  const columns: ListColumn<Client>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      sortable: true,
      cell: (c) => (
        <span>
          <bdi>{localName(intl.locale, c)}</bdi>
          {c.company && c.company !== c.name ? <bdi className={css.secondary}>{c.company}</bdi> : null}
        </span>
      ),
    },
    { id: 'type', header: intl.formatMessage(m.type), sortable: true, cell: (c) => clientTypeLabel(intl, c.type) },
    {
      id: 'status',
      header: intl.formatMessage(cm.status),
      sortable: true,
      cell: (c) => <StatusBadge tone={clientStatusTone(c.status)} label={clientStatusLabel(intl, c.status)} />,
    },
    {
      id: 'email',
      header: intl.formatMessage(m.email),
      sortable: true,
      cell: (c) => <span className={css.ltrValue}>{c.email}</span>,
    },
    { id: 'phone', header: intl.formatMessage(m.phone), cell: (c) => <span className={css.ltrValue}>{c.phone}</span> },
  ];

  const wizardFor = dialog.recordOf('wizard');
  const deleting = dialog.recordOf('delete');
  return (
    <ListScreen<Client, ClientFilters>
      title={intl.formatMessage(navigationMessages.clients)}
      list={list}
      columns={columns}
      filters={[
        selectFilter(
          list,
          'type',
          intl.formatMessage(m.type),
          CLIENT_TYPES.map((t) => ({ id: t, label: clientTypeLabel(intl, t) })),
        ),
        selectFilter(
          list,
          'status',
          intl.formatMessage(cm.status),
          CLIENT_STATUSES.map((s) => ({ id: s, label: clientStatusLabel(intl, s) })),
        ),
      ]}
      getRowLabel={(c) => c.name}
      searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
      add={can.create ? { label: intl.formatMessage(m.add), onPress: () => open('wizard') } : null}
      empty={{ title: intl.formatMessage(m.emptyTitle), description: intl.formatMessage(cm.emptyDescription) }}
      onView={can.view ? props.onView : undefined}
      onEdit={can.edit ? (c) => open('wizard', c) : undefined}
      onDelete={can.delete ? (c) => open('delete', c) : undefined}
    >
      {viewer ? (
        <ClientViewer
          viewer={viewer}
          permissions={can}
          onClose={props.onViewerClose}
          onRetry={props.onViewerRetry}
          onEdit={(c) => open('wizard', c)}
          onDelete={(c) => open('delete', c)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirmation
          isOpen
          itemName={deleting.name}
          message={intl.formatMessage(mn.deleteMessage, { name: deleting.name })}
          onConfirm={() => onDelete(deleting)}
          onOpenChange={(isOpen) => {
            if (!isOpen) dialog.close();
          }}
        />
      ) : null}
      {wizardFor !== undefined ? (
        <ClientWizard
          client={wizardFor}
          onSubmit={async (values) => {
            await onSave(values, wizardFor);
            dialog.close();
          }}
          onClose={dialog.close}
        />
      ) : null}
    </ListScreen>
  );
}
