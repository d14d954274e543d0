// The words on an invoice and a credit note, English and Slovenian side by side (as the mail
// templates keep them), and the file names the documents are saved under.
import type { Language } from '../../../i18n/messages.ts';
import type { LocalDate } from '../../../domain/local-time.ts';
import type { DocumentKind, IssuedDocument } from './document.ts';
import type { InvoiceDocumentFormat } from '../../../domain/invoice-documents.ts';

const LABELS = {
  invoice: ['Invoice', 'Račun'],
  creditNote: ['Credit note', 'Dobropis'],
  advanceInvoice: ['Advance invoice', 'Avansni račun'],
  number: ['Number', 'Številka'],
  issueDate: ['Issue date', 'Datum izdaje'],
  supplyDate: ['Date of supply', 'Datum opravljene storitve'],
  dueDate: ['Due date', 'Rok plačila'],
  seller: ['Seller', 'Prodajalec'],
  buyer: ['Buyer', 'Kupec'],
  vatId: ['VAT ID', 'ID za DDV'],
  registrationNumber: ['Registration no.', 'Matična številka'],
  description: ['Description', 'Opis'],
  quantity: ['Qty', 'Kol.'],
  unitPrice: ['Net unit price', 'Neto cena/enoto'],
  vatRate: ['VAT', 'DDV'],
  netAmount: ['Net amount', 'Neto znesek'],
  vatBreakdown: ['VAT breakdown', 'Obračun DDV'],
  taxBase: ['Tax base', 'Osnova'],
  vatAmount: ['VAT amount', 'Znesek DDV'],
  gross: ['Gross', 'Bruto'],
  totalNet: ['Total without VAT', 'Skupaj brez DDV'],
  totalVat: ['Total VAT', 'Skupaj DDV'],
  total: ['Total with VAT', 'Skupaj z DDV'],
  rounding: ['Rounding', 'Zaokrožitev'],
  amountDue: ['Amount due', 'Za plačilo'],
  amountCredited: ['Amount credited', 'Znesek v dobro'],
  payment: ['Payment', 'Plačilo'],
  iban: ['IBAN', 'IBAN'],
  bic: ['BIC', 'BIC'],
  reference: ['Payment reference', 'Sklic'],
  scanToPay: ['Scan with your banking app', 'Skenirajte z mobilno banko'],
  corrects: ['Corrects invoice', 'Popravlja račun'],
  of: ['of', 'z dne'],
  reason: ['Reason', 'Razlog'],
  note: ['Note', 'Opomba'],
  page: ['Page', 'Stran'],
  email: ['Email', 'E-pošta'],
} as const satisfies Record<string, readonly [string, string]>;

export type LabelName = keyof typeof LABELS;

export function label(language: Language, name: LabelName): string {
  return LABELS[name][language === 'sl' ? 1 : 0];
}

export function documentTitle(language: Language, kind: DocumentKind): string {
  return label(language, kind === 'CREDIT_NOTE' ? 'creditNote' : kind === 'ADVANCE_INVOICE' ? 'advanceInvoice' : 'invoice');
}

/** "26. 11. 2026" / "26 Nov 2026": a calendar day as people of the language write it. */
export function formatDate(language: Language, date: LocalDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (language === 'sl') return `${day}. ${month}. ${year}`;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${day} ${months[month - 1]} ${year}`;
}

/** How the buyer pays: within n days, by transfer with the reference. */
export function paymentTerms(doc: Pick<IssuedDocument, 'language' | 'kind' | 'paymentTermsDays' | 'dueDate' | 'corrects'>): string {
  const sl = doc.language === 'sl';
  if (doc.kind === 'CREDIT_NOTE') {
    const number = doc.corrects?.number ?? '';
    return sl ? `Dobropis se poračuna z računom ${number}.` : `This credit note is settled against invoice ${number}.`;
  }
  // An advance invoice is issued for money already received: nothing is left to pay on it.
  if (doc.kind === 'ADVANCE_INVOICE') {
    return sl ? 'Avansni račun za prejeto predplačilo; znesek je že plačan in se odšteje na končnem računu.' : 'Advance invoice for a deposit received; it is paid already and deducted on the final invoice.';
  }
  const due = formatDate(doc.language, doc.dueDate);
  return sl
    ? `Plačilo z bančnim nakazilom v ${doc.paymentTermsDays} dneh, do ${due}. Pri plačilu navedite sklic.`
    : `Payment by bank transfer within ${doc.paymentTermsDays} days, by ${due}. Please quote the payment reference.`;
}

/** "Invoice-2026-00001.pdf", "Racun-2026-00001.pdf", "Credit-note-…", "Dobropis-…": plain ASCII, safe in headers. */
export function documentFileName(doc: Pick<IssuedDocument, 'language' | 'kind' | 'number'>, format: InvoiceDocumentFormat): string {
  const stem =
    doc.kind === 'CREDIT_NOTE' ? (doc.language === 'sl' ? 'Dobropis' : 'Credit-note')
    : doc.kind === 'ADVANCE_INVOICE' ? (doc.language === 'sl' ? 'Avansni-racun' : 'Advance-invoice')
    : doc.language === 'sl' ? 'Racun' : 'Invoice';
  return `${stem}-${doc.number.replace(/[^A-Za-z0-9-]/g, '_')}.${format}`;
}

export const DOCUMENT_CONTENT_TYPES: Record<InvoiceDocumentFormat, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
};
