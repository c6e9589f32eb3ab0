import { Button } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { DotList } from '../shared/DotList';
import { FormDialog, type FormDialogProps } from '../shared/documents/FormDialog';
import { localName } from '../shared/format';
import { salesMessages as sm } from './sales.messages';

/** The document a follow-up is made from: its number and client. */
export type FollowUpSource = { number: string; clientName: string; clientNameAr?: string };

/** The follow-up the source already has, which a second one would duplicate. */
export type ExistingFollowUp = {
  /** The notice saying so, with the existing document's number. */
  notice: ReactNode;
  /** The label of the button opening the existing document. */
  openLabel: string;
  /** Opens the existing document; without it, only Close is offered. */
  onOpen?: () => void;
};

/** Props of {@link FollowUpDocumentDialog}. */
export type FollowUpDocumentDialogProps = Omit<FormDialogProps, 'subtitle' | 'submitLabel' | 'footer'> & {
  source: FollowUpSource;
  /** The follow-up the source already has, if any: then the notice replaces the form. */
  existing: ExistingFollowUp | null;
};

/**
 * A dialog that makes one sales document from another (a receipt from an invoice, an invoice from a quotation): the
 * source's number and client under the title, which is also the submit label. A source that already has its
 * follow-up shows a notice with that document's number, a button to open it and Close, instead of the form, since a
 * source has at most one.
 */
export function FollowUpDocumentDialog({ source, existing, title, children, ...props }: FollowUpDocumentDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      {...props}
      title={title}
      subtitle={
        <DotList
          items={[source.number, localName(intl.locale, { name: source.clientName, nameAr: source.clientNameAr })]}
        />
      }
      submitLabel={title}
      footer={
        existing ? (
          <>
            {existing.onOpen ? <Button onPress={existing.onOpen}>{existing.openLabel}</Button> : null}
            <Button variant="primary" onPress={props.onClose} autoFocus>
              {intl.formatMessage(sm.close)}
            </Button>
          </>
        ) : undefined
      }
    >
      {existing ? existing.notice : children}
    </FormDialog>
  );
}
