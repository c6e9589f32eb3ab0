import {
  ComboBox,
  FileUpload,
  Select,
  TextField,
  toast,
  WizardDialog,
  type FieldErrors,
  type LoadOptions,
  type UploadItem,
} from '@erp/ui';
import { useIntl } from 'react-intl';

import { fieldBinder, type FieldSetter } from '../../shared/record-form/fieldBinder';
import { commonMessages as cm } from '../../shared/common.messages';
import { useRecordUpload } from '../../shared/documents/useRecordUpload';
import { localName } from '../../shared/format';
import { useFormValues } from '../../shared/record-form/useFormValues';
import { toastValidationError } from '../../shared/record-form/validationToast';
import * as css from '../../shared/shared.css';
import { documentTypeLabel, parseTags } from './documents.format';
import { documentMessages as m, documentNamedMessages as mn } from './documents.messages';
import { DOCUMENT_TYPES, type DocumentRow, type DocumentType, type DocumentUpload } from './documents.types';

/** What the document wizard submits: the fields, and the file to upload (required for a new document). */
export type DocumentFormValues = {
  title: string;
  type: DocumentType | '';
  /** The client's record id, or empty for none. */
  client: string;
  tags: string[];
  /** The chosen file; null when editing without replacing the file. */
  file: File | null;
};

type State = Omit<DocumentFormValues, 'tags'> & { tags: string; clientLabel: string };

const stateOf = (doc: DocumentRow | null | undefined, locale: string): State =>
  doc
    ? {
        title: doc.title,
        type: doc.type,
        client: doc.client,
        clientLabel: doc.client ? localName(locale, { name: doc.clientName, nameAr: doc.clientNameAr }) : '',
        tags: doc.tags.join(', '),
        file: null,
      }
    : { title: '', type: '', client: '', clientLabel: '', tags: '', file: null };

/** Props of {@link DocumentWizard}. */
export type DocumentWizardProps = {
  /** The document to edit; absent to upload a new one. */
  document?: DocumentRow | null;
  /** Searches clients by name for the client field (the caller queries the server). */
  loadClients: LoadOptions;
  /**
   * Uploads and saves. The upload reports its progress to `upload.onProgress`, shown on the file, and stops when
   * `upload.signal` aborts (the file's cancel button). The wizard stays pending until it settles, and shows the
   * fields a rejection refuses (`fieldErrors`). The caller closes it on success.
   */
  onSubmit: (values: DocumentFormValues, upload: DocumentUpload) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
};

type Set = FieldSetter<State>;

function DetailsStep({ values, set, loadClients }: { values: State; set: Set; loadClients: LoadOptions }) {
  const intl = useIntl();
  const bind = fieldBinder(values, set);
  return (
    <div className={css.formGrid}>
      <TextField {...bind('title')} label={intl.formatMessage(m.title)} isRequired />
      <Select
        name="type"
        label={intl.formatMessage(cm.type)}
        isRequired
        options={DOCUMENT_TYPES.map((t) => ({ id: t, label: documentTypeLabel(intl, t) }))}
        value={values.type || null}
        onChange={(id) => set('type')((id ?? '') as DocumentType | '')}
      />
      <ComboBox
        name="client"
        label={intl.formatMessage(cm.client)}
        loadOptions={loadClients}
        value={values.client || null}
        defaultInputValue={values.clientLabel}
        onChange={(id) => set('client')(id ?? '')}
        onInputChange={(text) => set('clientLabel')(text)}
      />
      <TextField
        {...bind('tags')}
        label={intl.formatMessage(m.tags)}
        description={intl.formatMessage(m.tagsDescription)}
      />
    </div>
  );
}

function FileStep({
  values,
  set,
  existingName,
  progress,
  onCancel,
}: {
  values: State;
  set: Set;
  existingName?: string;
  /** The running upload's progress from 0 to 1; null while none runs. */
  progress: number | null;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const items: UploadItem[] = values.file
    ? [
        {
          id: 'file',
          file: values.file,
          status: progress !== null ? 'uploading' : 'pending',
          progress: progress ?? undefined,
        },
      ]
    : [];
  return (
    <FileUpload
      // The wizard's busy state would disable the field, and with it the upload's own cancel button.
      isDisabled={false}
      name="file"
      label={intl.formatMessage(existingName ? m.replaceFile : m.file)}
      description={existingName ? intl.formatMessage(mn.currentFile, { name: existingName }) : undefined}
      isRequired={!existingName}
      maxFiles={1}
      items={items}
      onFilesAdded={(files) => set('file')(files[0] ?? null)}
      onRemove={() => set('file')(null)}
      onCancel={onCancel}
    />
  );
}

/**
 * Uploads a document, or edits one, in two steps: details (title, type, client searched on the server, tags)
 * and the file (drag and drop or choose; PDF, PNG, JPG or DOCX up to 10 MB, checked here and by the server).
 * While it uploads, the file shows its progress and a cancel button that stops the upload and says so in a toast.
 * Submitting a new document without a file says "Please select a file to upload" in a "Validation Error" toast
 * and on the field.
 */
export function DocumentWizard({ document: doc, loadClients, onSubmit, onClose, defaultStep }: DocumentWizardProps) {
  const intl = useIntl();
  const { values, set, isChanged } = useFormValues(() => stateOf(doc, intl.locale));
  const upload = useRecordUpload();
  const isDirty = values.file !== null || isChanged();
  const isEdit = Boolean(doc);

  // Like the wizard's own submit: pending only while a returned promise runs.
  const submit = () =>
    upload.start((running) => {
      const result = onSubmit(
        {
          title: values.title.trim(),
          type: values.type,
          client: values.client,
          tags: parseTags(values.tags),
          file: values.file,
        },
        running,
      );
      if (!(result instanceof Promise)) return result;
      return result.catch((failure: unknown) => {
        if (running.signal.aborted) toast.info(intl.formatMessage(m.uploadCancelled));
        throw failure;
      });
    });

  return (
    <WizardDialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage(isEdit ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(isEdit ? cm.saveChanges : m.createSubmit)}
      isDirty={isDirty}
      defaultStep={defaultStep}
      fieldLabels={{
        title: intl.formatMessage(m.title),
        type: intl.formatMessage(cm.type),
        client: intl.formatMessage(cm.client),
        tags: intl.formatMessage(m.tags),
        file: intl.formatMessage(m.file),
      }}
      onSubmit={submit}
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(cm.details),
          description: intl.formatMessage(m.stepDetailsHint),
          fields: ['title', 'type', 'client', 'tags'],
          validate: () => {
            const errors: FieldErrors = {};
            if (!values.title.trim()) errors.title = intl.formatMessage(m.titleRequired);
            if (!values.type) errors.type = intl.formatMessage(m.typeRequired);
            return errors;
          },
          content: <DetailsStep values={values} set={set} loadClients={loadClients} />,
        },
        {
          id: 'file',
          title: intl.formatMessage(m.stepFile),
          fields: ['file'],
          validate: () => {
            if (isEdit || values.file) return null;
            const message = intl.formatMessage(m.fileRequired);
            toastValidationError(intl, { message, key: 'document-file-required' });
            return { file: message };
          },
          content: (
            <FileStep
              values={values}
              set={set}
              existingName={doc?.fileName}
              progress={upload.progress}
              onCancel={upload.cancel}
            />
          ),
        },
      ]}
    />
  );
}
