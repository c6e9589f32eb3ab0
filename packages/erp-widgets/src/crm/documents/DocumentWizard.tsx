import {
  ComboBox,
  FileUpload,
  Select,
  TextField,
  toast,
  useWizard,
  WizardDialog,
  type FieldErrors,
  type LoadOptions,
  type UploadItem,
} from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import * as css from '../crm.css';
import { documentsMessages as dm } from './documents.messages';
import { documentWizardMessages as m, documentWizardNamedMessages as mn } from './DocumentWizard.messages';
import { clientDisplayName, documentTypeLabel } from '../crm.format';
import { DOCUMENT_TYPES, type DocumentRow, type DocumentType } from '../crm.types';

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
        clientLabel: doc.client ? clientDisplayName(locale, { name: doc.clientName, nameAr: doc.clientNameAr }) : '',
        tags: doc.tags.join(', '),
        file: null,
      }
    : { title: '', type: '', client: '', clientLabel: '', tags: '', file: null };

/** Comma-separated (Latin or Arabic commas) tags, trimmed and without repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,،]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** Props of {@link DocumentWizard}. */
export type DocumentWizardProps = {
  /** The document to edit; absent to upload a new one. */
  document?: DocumentRow | null;
  /** Searches clients by name for the client field (the caller queries the server). */
  loadClients: LoadOptions;
  /** Uploads and saves; the wizard shows the pending state and the upload progress until it settles. */
  onSubmit: (values: DocumentFormValues) => void | Promise<unknown>;
  /** Upload progress from 0 to 1 while `isSubmitting`. */
  uploadProgress?: number | null;
  /** Stops the running upload. */
  onCancelUpload?: () => void;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /** Errors the server returned per field; the wizard goes to their step. */
  serverErrors?: FieldErrors | null;
  /** A general failure shown at the top of the wizard. */
  error?: string | null;
  isSubmitting?: boolean;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
};

type Set = <K extends keyof State>(key: K) => (value: State[K]) => void;

function DetailsStep({ values, set, loadClients }: { values: State; set: Set; loadClients: LoadOptions }) {
  const intl = useIntl();
  const { errors, isSubmitting } = useWizard();
  return (
    <div className={css.formGrid}>
      <TextField
        name="title"
        label={intl.formatMessage(dm.title)}
        isRequired
        value={values.title}
        onChange={set('title')}
        isInvalid={Boolean(errors.title)}
        errorMessage={errors.title}
        isReadOnly={isSubmitting}
      />
      <Select
        name="type"
        label={intl.formatMessage(dm.type)}
        isRequired
        options={DOCUMENT_TYPES.map((t) => ({ id: t, label: documentTypeLabel(intl, t) }))}
        value={values.type || null}
        onChange={(id) => set('type')((id ?? '') as DocumentType | '')}
        isInvalid={Boolean(errors.type)}
        errorMessage={errors.type}
        isDisabled={isSubmitting}
      />
      <ComboBox
        name="client"
        label={intl.formatMessage(dm.client)}
        loadOptions={loadClients}
        value={values.client || null}
        defaultInputValue={values.clientLabel}
        onChange={(id) => set('client')(id ?? '')}
        onInputChange={(text) => set('clientLabel')(text)}
        isInvalid={Boolean(errors.client)}
        errorMessage={errors.client}
        isDisabled={isSubmitting}
      />
      <TextField
        name="tags"
        label={intl.formatMessage(dm.tags)}
        description={intl.formatMessage(m.tagsDescription)}
        value={values.tags}
        onChange={set('tags')}
        isInvalid={Boolean(errors.tags)}
        errorMessage={errors.tags}
        isReadOnly={isSubmitting}
      />
    </div>
  );
}

function FileStep({
  values,
  set,
  existingName,
  progress,
  onCancelUpload,
}: {
  values: State;
  set: Set;
  existingName?: string;
  progress?: number | null;
  onCancelUpload?: () => void;
}) {
  const intl = useIntl();
  const { errors, isSubmitting } = useWizard();
  const items: UploadItem[] = values.file
    ? [
        {
          id: 'file',
          file: values.file,
          status: isSubmitting ? 'uploading' : 'pending',
          progress: isSubmitting ? (progress ?? 0) : undefined,
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
      onCancel={onCancelUpload}
      isInvalid={Boolean(errors.file)}
      errorMessage={errors.file}
    />
  );
}

/**
 * Uploads a document, or edits one, in two steps: details (title, type, client searched on the server, tags)
 * and the file (drag and drop or choose; PDF, PNG, JPG or DOCX up to 10 MB, checked here and by the server),
 * whose upload progress shows on the file with a cancel button. Submitting a new document without a file says
 * "Please select a file to upload" in a "Validation Error" toast and on the field.
 */
export function DocumentWizard({
  document: doc,
  loadClients,
  onSubmit,
  uploadProgress,
  onCancelUpload,
  onClose,
  serverErrors,
  error,
  isSubmitting,
  defaultStep,
}: DocumentWizardProps) {
  const intl = useIntl();
  const [initial] = useState(() => stateOf(doc, intl.locale));
  const [values, setValues] = useState(initial);
  const set: Set = (key) => (value) => setValues((v) => ({ ...v, [key]: value }));
  const isDirty = values.file !== null || JSON.stringify(values) !== JSON.stringify(initial);
  const isEdit = Boolean(doc);

  return (
    <WizardDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(isEdit ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(isEdit ? m.editSubmit : m.createSubmit)}
      isDirty={isDirty}
      isSubmitting={isSubmitting}
      serverErrors={serverErrors}
      error={error || undefined}
      defaultStep={defaultStep}
      fieldLabels={{
        title: intl.formatMessage(dm.title),
        type: intl.formatMessage(dm.type),
        client: intl.formatMessage(dm.client),
        tags: intl.formatMessage(dm.tags),
        file: intl.formatMessage(m.file),
      }}
      onSubmit={() =>
        onSubmit({
          title: values.title.trim(),
          type: values.type,
          client: values.client,
          tags: parseTags(values.tags),
          file: values.file,
        })
      }
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(m.stepDetails),
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
            // Validation runs while the wizard updates its state; the toast is raised just after.
            queueMicrotask(() =>
              toast.error(intl.formatMessage(m.validationError), { message, key: 'document-file-required' }),
            );
            return { file: message };
          },
          content: (
            <FileStep
              values={values}
              set={set}
              existingName={doc?.fileName}
              progress={uploadProgress}
              onCancelUpload={onCancelUpload}
            />
          ),
        },
      ]}
    />
  );
}
