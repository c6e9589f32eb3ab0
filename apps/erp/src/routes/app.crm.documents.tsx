import {
  DocumentsScreen,
  documentMessages as m,
  documentNamedMessages as mn,
  type CrmDocument,
  type DocumentFormValues,
  type DocumentRow,
  type DocumentUpload,
} from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { uploadRecord } from '../lib/upload';
import { useListRoute } from '../lib/useListRoute';
import { useRecordMutation } from '../lib/useRecordMutation';
import { useClientOptions } from '../queries/clients';
import { documentBody, documentList, useDocumentDownload, useDocumentPreview } from '../queries/documents';

export const Route = createFileRoute('/app/crm/documents')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['type']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, documentList, deps.search),
  component: DocumentsRoute,
});

type Save = { values: DocumentFormValues; doc: DocumentRow | null; upload: DocumentUpload };

function DocumentsRoute() {
  const { screen, session } = useListRoute(documentList, 'documents');
  const pb = session.pb;
  const permissions = { ...screen.permissions, download: session.can('download:documents') };
  const open = permissions.download && screen.viewer?.status === 'ready' ? screen.viewer.record : null;
  const preview = useDocumentPreview(pb, open);
  const loadClients = useClientOptions(pb);
  const download = useDocumentDownload(pb);
  // A client's viewer lists its documents, so a change to a document refreshes clients too.
  const save = useRecordMutation({
    pb,
    // Through XMLHttpRequest, which reports upload progress (see lib/upload.ts).
    mutationFn: (pb, { values, doc, upload }: Save) =>
      uploadRecord<CrmDocument>(pb, { collection: 'documents', id: doc?.id, body: documentBody(values), ...upload }),
    invalidates: ['documents', 'clients'],
    success: (intl, saved, { doc }) => intl.formatMessage(doc ? mn.saved : mn.created, { title: saved.title }),
    failure: m.saveFailed,
  });
  const remove = useRecordMutation({
    pb,
    mutationFn: (pb, doc: DocumentRow) => pb.collection('documents').delete(doc.id),
    invalidates: ['documents', 'clients'],
    success: (intl, _, doc) => intl.formatMessage(mn.deleted, { title: doc.title }),
    failure: m.deleteFailed,
  });
  return (
    <DocumentsScreen
      {...screen}
      permissions={permissions}
      preview={preview}
      loadClients={loadClients}
      onDownload={download}
      onSave={(values, doc, upload) => save({ values, doc, upload })}
      onDelete={remove}
    />
  );
}
