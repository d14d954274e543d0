// Where an issued invoice's files are downloaded, and the accountant's month export: one place, so the
// server's routes, the web app's links, the API's fields and the mails agree.

export const INVOICE_DOCUMENT_FORMATS = ['pdf', 'xml'] as const;
export type InvoiceDocumentFormat = (typeof INVOICE_DOCUMENT_FORMATS)[number];

/** The download path of an issued invoice's (or credit note's) PDF or UBL XML, by its database id. */
export function invoiceDocumentPath(invoiceId: string, format: InvoiceDocumentFormat): string {
  return `/invoices/${encodeURIComponent(invoiceId)}.${format}`;
}

/** The accountant's export of one month's issued documents ("2026-11"): CSV, or a ZIP of the files. */
export function billingExportPath(month: string, format: 'csv' | 'zip'): string {
  return `/billing/export/${encodeURIComponent(month)}.${format}`;
}
