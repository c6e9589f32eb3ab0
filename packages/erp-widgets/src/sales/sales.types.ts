import type { DocumentLine, VatRateOption } from '../shared/documents/lines';

/** What an invoice, a quotation and a receipt add to their stored fields: the lines and the client's names. */
export type SalesDocumentParts = {
  /** The lines (`items` JSON). */
  items: DocumentLine[];
  /** The client's name (from `expand.client`). */
  clientName: string;
  /** The client's Arabic name, shown in Arabic when set. */
  clientNameAr: string;
};

/** A client a sales document wizard can choose: its names in both languages. */
export type SalesClientOption = { id: string; name: string; nameAr?: string };

/** Searches clients by name; abort `signal` when a newer search starts. */
export type SearchClients = (query: string, signal: AbortSignal) => Promise<SalesClientOption[]>;

/** The settings a sales document wizard proposes its values from (`app_settings`). */
export type SalesSettings = {
  /** The VAT rates offered. */
  vatRates: readonly VatRateOption[];
  /** The rate of a new document, in percent; the first rate offered when absent. */
  defaultVatRate?: number | null;
  /**
   * Days from the issue date to a new invoice's due date.
   * @default 30
   */
  paymentTermsDays?: number;
};

/** The download address of a record's stored attachment (with the session's file token), when there is one. */
export type FileUrl<R> = (record: R, fileName: string) => string | undefined;
