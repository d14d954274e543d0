// Where an organisation's account statement is downloaded: one place, so the server's route, the
// API's fields and the web app's links agree.
import type { LocalDate } from './local-time.ts';

export const STATEMENT_DOCUMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementDocumentFormat = (typeof STATEMENT_DOCUMENT_FORMATS)[number];

/** The statement of an organisation (its database id) for the local days [from, to], as PDF or CSV. */
export function statementDocumentPath(clientId: string, format: StatementDocumentFormat, from: LocalDate, to: LocalDate): string {
  return `/statements/${encodeURIComponent(clientId)}.${format}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}
