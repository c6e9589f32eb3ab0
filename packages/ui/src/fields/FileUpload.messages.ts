import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const fileUploadMessages = defineMessages<{
  dropPrompt: NoValues;
  dropZone: NoValues;
  browseMany: NoValues;
  browseOne: NoValues;
  hint: { types: string; size: string };
  invalidType: { name: string; types: string };
  tooLarge: { name: string; size: string };
  tooMany: { count: number };
  typeList: { items: string; last: string };
  typeListMiddle: { list: string; item: string };
  chosenFiles: NoValues;
  existingFiles: NoValues;
  remove: { name: string };
  cancel: { name: string };
  download: { name: string };
  progress: { name: string };
  statusPending: NoValues;
  statusDone: NoValues;
  statusError: NoValues;
}>({
  dropPrompt: {
    id: 'ui.fileUpload.dropPrompt',
    defaultMessage: 'Drag files here or',
    description: 'Text in the file drop zone, followed by the button that opens the file picker.',
  },
  dropZone: {
    id: 'ui.fileUpload.dropZone',
    defaultMessage: 'Drop zone',
    description:
      'Accessible name of the area files can be dropped on (read before the field label: "Drop zone Documents").',
  },
  browseMany: {
    id: 'ui.fileUpload.browseMany',
    defaultMessage: 'Choose files',
    description: 'Button in the file drop zone that opens the file picker (several files allowed).',
  },
  browseOne: {
    id: 'ui.fileUpload.browseOne',
    defaultMessage: 'Choose a file',
    description: 'Button in the file drop zone that opens the file picker (one file allowed).',
  },
  hint: {
    id: 'ui.fileUpload.hint',
    defaultMessage: '{types}, up to {size} each.',
    description:
      'Accepted file types and size limit under the drop zone, e.g. "PDF, PNG, JPG or DOCX, up to 10 MB each."',
  },
  invalidType: {
    id: 'ui.fileUpload.invalidType',
    defaultMessage: '{name} is not a {types} file.',
    description:
      'Error when a chosen file has a type that is not accepted; name is the file name, types the accepted types.',
  },
  tooLarge: {
    id: 'ui.fileUpload.tooLarge',
    defaultMessage: '{name} is larger than {size}.',
    description:
      'Error when a chosen file is over the size limit; name is the file name, size the formatted limit (10 MB).',
  },
  tooMany: {
    id: 'ui.fileUpload.tooMany',
    defaultMessage: 'You can attach at most {count, plural, one {# file} other {# files}}.',
    description: 'Error when more files are chosen than the field allows.',
  },
  typeList: {
    id: 'ui.fileUpload.typeList',
    defaultMessage: '{items} or {last}',
    description: 'Adds the final accepted file type to the list: "PDF, PNG, JPG or DOCX"; items is the list so far.',
  },
  typeListMiddle: {
    id: 'ui.fileUpload.typeListMiddle',
    defaultMessage: '{list}, {item}',
    description: 'Adds one more accepted file type to a list being built (all but the last type): "PDF, PNG".',
  },
  chosenFiles: {
    id: 'ui.fileUpload.chosenFiles',
    defaultMessage: 'Chosen files',
    description: 'Accessible name of the list of files chosen for upload.',
  },
  existingFiles: {
    id: 'ui.fileUpload.existingFiles',
    defaultMessage: 'Current attachments',
    description: 'Heading of the list of files already attached to the record.',
  },
  remove: {
    id: 'ui.fileUpload.remove',
    defaultMessage: 'Remove {name}',
    description: 'Accessible name of the button that removes a file from the upload list or the attachments.',
  },
  cancel: {
    id: 'ui.fileUpload.cancel',
    defaultMessage: 'Cancel upload of {name}',
    description: 'Accessible name of the button that stops a file upload in progress.',
  },
  download: {
    id: 'ui.fileUpload.download',
    defaultMessage: 'Download {name}',
    description: 'Accessible name of the link that downloads an existing attachment.',
  },
  progress: {
    id: 'ui.fileUpload.progress',
    defaultMessage: 'Upload progress of {name}',
    description: 'Accessible name of the progress bar of one file upload.',
  },
  statusPending: {
    id: 'ui.fileUpload.statusPending',
    defaultMessage: 'Ready to upload',
    description: 'Status of a chosen file that has not started uploading.',
  },
  statusDone: {
    id: 'ui.fileUpload.statusDone',
    defaultMessage: 'Uploaded',
    description: 'Status of a file whose upload finished.',
  },
  statusError: {
    id: 'ui.fileUpload.statusError',
    defaultMessage: 'Upload failed',
    description: 'Status of a file whose upload failed, when no specific error is given.',
  },
});
