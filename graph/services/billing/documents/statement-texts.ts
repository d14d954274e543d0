// The words on an account statement, English and Slovenian side by side, and its file names.
import type { Language } from '../../../i18n/messages.ts';
import type { StatementEntryKind } from '../../../domain/account-statement.ts';
import type { LocalDate } from '../../../domain/local-time.ts';
import type { StatementDocumentFormat } from '../../../domain/statement-documents.ts';
import { formatDate } from './texts.ts';

const LABELS = {
  title: ['Account statement', 'Izpisek prometa in stanja'],
  period: ['Period', 'Obdobje'],
  prepared: ['Prepared on', 'Pripravljeno dne'],
  client: ['Client', 'Stranka'],
  seller: ['From', 'Izdajatelj'],
  vatId: ['VAT ID', 'ID za DDV'],
  registrationNumber: ['Registration no.', 'Matična številka'],
  date: ['Date', 'Datum'],
  entry: ['Document', 'Dokument'],
  number: ['Number / reference', 'Številka / sklic'],
  dueDate: ['Due date', 'Rok plačila'],
  debit: ['Charged', 'V breme'],
  credit: ['Paid or credited', 'V dobro'],
  balance: ['Balance', 'Saldo'],
  opening: ['Opening balance', 'Začetno stanje'],
  closing: ['Closing balance', 'Končno stanje'],
  totals: ['Period totals', 'Skupaj v obdobju'],
  none: ['No documents or payments in this period.', 'V tem obdobju ni dokumentov ali plačil.'],
  openItems: ['Open items on', 'Odprte postavke na dan'],
  noOpenItems: ['No open items.', 'Ni odprtih postavk.'],
  amount: ['Amount', 'Znesek'],
  open: ['Open', 'Odprto'],
  daysOverdue: ['Days overdue', 'Dni zamude'],
  openTotal: ['Open in total', 'Skupaj odprto'],
  iban: ['Pay to IBAN', 'Plačilo na IBAN'],
  page: ['Page', 'Stran'],
} as const satisfies Record<string, readonly [string, string]>;

export type StatementLabel = keyof typeof LABELS;

export function statementLabel(language: Language, name: StatementLabel): string {
  return LABELS[name][language === 'sl' ? 1 : 0];
}

const KINDS: Record<StatementEntryKind, readonly [string, string]> = {
  INVOICE: ['Invoice', 'Račun'],
  ADVANCE_INVOICE: ['Advance invoice', 'Račun za predplačilo'],
  CREDIT_NOTE: ['Credit note', 'Dobropis'],
  PAYMENT: ['Payment', 'Plačilo'],
  REFUND: ['Refund', 'Vračilo'],
};

export function entryKindText(language: Language, kind: StatementEntryKind): string {
  return KINDS[kind][language === 'sl' ? 1 : 0];
}

/** What the closing balance means for the client, in a sentence. */
export function balanceSentence(language: Language, to: LocalDate, closingCents: number, money: (cents: number) => string): string {
  const day = formatDate(language, to);
  if (closingCents > 0) return language === 'sl' ? `Na dan ${day} znaša vaš dolg ${money(closingCents)}.` : `On ${day} you owe ${money(closingCents)}.`;
  if (closingCents < 0) return language === 'sl' ? `Na dan ${day} imate ${money(-closingCents)} dobroimetja.` : `On ${day} you have a credit of ${money(-closingCents)}.`;
  return language === 'sl' ? `Na dan ${day} nimate odprtih obveznosti.` : `On ${day} your account is settled.`;
}

/** "Statement-2026-01-01_2026-12-31.pdf" / "Izpisek-…": plain ASCII, safe in headers. */
export function statementFileName(language: Language, from: LocalDate, to: LocalDate, format: StatementDocumentFormat): string {
  return `${language === 'sl' ? 'Izpisek' : 'Statement'}-${from}_${to}.${format}`;
}
