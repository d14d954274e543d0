// Which document an incoming payment pays, decided from what the payer wrote: first the structured
// creditor reference (RF…, derived from the document's number), then an order, invoice or deposit
// request number in the free text, else nothing — and then staff choose from suggestions ranked by
// exact amount, then by how close the payer's name is to the organisation's. Pure: the services
// look the clues up in the database.
import { distance } from 'fastest-levenshtein';
import { parseDocumentReference } from './creditor-reference.ts';
import { normaliseOrderNumber } from './order-number.ts';

/** What a clue points at: a numbered document of ours, or a reservation by its order number. */
export type MatchClue =
  | { kind: 'INVOICE' | 'PAYMENT_REQUEST'; year: number; sequence: number; by: 'REFERENCE' | 'REMITTANCE' }
  | { kind: 'ORDER'; orderNumber: string; by: 'REMITTANCE' };

export interface CreditText {
  /** The structured creditor reference as the bank gave it. */
  reference: string | null;
  /** The payer's free text. */
  remittance: string | null;
}

/** Invoice numbers ("2026-00017") and deposit request numbers ("2026-D00001") as printed. */
const INVOICE_NUMBER = /(?<![\dA-Z])(20\d{2})[-/ ](\d{5,6})(?!\d)/gi;
const REQUEST_NUMBER = /(?<![\dA-Z])(20\d{2})[-/ ]?D(\d{5,6})(?!\d)/gi;
/** An RF reference typed into the free text (spaces allowed in groups of four). */
const RF_IN_TEXT = /RF\d{2}(?:\s?[A-Z0-9]){1,21}/gi;
/** Six symbols with an optional hyphen or space in the middle: a candidate order number. */
const ORDER_CANDIDATE = /(?<![A-Z0-9])([A-Z0-9]{3})[-\s]?([A-Z0-9]{3})(?![A-Z0-9])/gi;

/**
 * The clues of a credit, strongest first and without repeats: the structured reference, an RF
 * reference in the text, then deposit request, invoice and order numbers in the text.
 */
export function matchClues(credit: CreditText): MatchClue[] {
  const clues: MatchClue[] = [];
  const seen = new Set<string>();
  const add = (clue: MatchClue) => {
    const key = clue.kind === 'ORDER' ? `O${clue.orderNumber}` : `${clue.kind}${clue.year}-${clue.sequence}`;
    if (!seen.has(key)) {
      seen.add(key);
      clues.push(clue);
    }
  };
  const structured = credit.reference ? parseDocumentReference(credit.reference) : null;
  if (structured) add({ ...structured, by: 'REFERENCE' });
  const text = credit.remittance ?? '';
  for (const m of text.matchAll(RF_IN_TEXT)) {
    const doc = parseDocumentReference(m[0]);
    if (doc) add({ ...doc, by: 'REMITTANCE' });
  }
  for (const m of text.matchAll(REQUEST_NUMBER)) add({ kind: 'PAYMENT_REQUEST', year: Number(m[1]), sequence: Number(m[2]), by: 'REMITTANCE' });
  for (const m of text.matchAll(INVOICE_NUMBER)) add({ kind: 'INVOICE', year: Number(m[1]), sequence: Number(m[2]), by: 'REMITTANCE' });
  for (const m of text.matchAll(ORDER_CANDIDATE)) {
    const orderNumber = normaliseOrderNumber(`${m[1]}${m[2]}`);
    // Six letters of ordinary words could be an order number: they count only written as one ("ABC-DEF").
    const distinct = m[0].includes('-') || (/\d/.test(m[0]) && /[A-Z]/i.test(m[0]));
    if (orderNumber && distinct) add({ kind: 'ORDER', orderNumber, by: 'REMITTANCE' });
  }
  return clues;
}

// ————— suggestions —————

/** An open document staff could match a payment to. */
export interface OpenDocument {
  id: string;
  openCents: number;
  /** The organisation's name and its billing legal name (either may be what the bank shows). */
  names: readonly string[];
  /** For a stable order among equals: the older debt first. */
  dueDate: string | null;
}

export interface Suggestion<D extends OpenDocument = OpenDocument> {
  document: D;
  exactAmount: boolean;
  /** 0–1: how close the payer's name is to the best of the document's names. */
  nameScore: number;
}

export const SUGGESTIONS_MAX = 10;
/** Below this a name is no resemblance at all and does not lift a document. */
const NAME_SCORE_FLOOR = 0.5;

/** Legal forms and punctuation that say nothing about who paid ("d.o.o.", "GmbH", "s.r.l."). */
const LEGAL_FORMS = new Set(['doo', 'dd', 'sp', 'gmbh', 'ag', 'kg', 'og', 'srl', 'spa', 'sas', 'snc', 'ltd', 'limited', 'llc', 'inc', 'sa', 'bv', 'nv', 'kft', 'sro', 'as', 'oy', 'ab', 'co', 'ohg', 'ug']);

/** A name as compared: lower case, no accents, no punctuation, no legal form, words in order. */
export function comparableName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1') // "d.o.o." → "doo."
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !LEGAL_FORMS.has(w));
  return words.join(' ');
}

/** How alike two names are, 0–1: the edit distance of their comparable forms, or 1 when one holds the other whole. */
export function nameSimilarity(a: string, b: string): number {
  const x = comparableName(a);
  const y = comparableName(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length >= 4 && ` ${long} `.includes(` ${short} `)) return 0.9;
  return 1 - distance(x, y) / long.length;
}

/**
 * Open documents ranked for a payment: exact amount first, then the closer name, then the older due
 * date. At most SUGGESTIONS_MAX; a document neither of the same amount nor of a resembling name is
 * still offered after those that are (staff may know better), but never ahead of them.
 */
export function suggestMatches<D extends OpenDocument>(payment: { amountCents: number; payerName: string | null }, documents: readonly D[]): Array<Suggestion<D>> {
  const scored = documents
    .filter((d) => d.openCents > 0)
    .map((document) => {
      const best = payment.payerName ? Math.max(0, ...document.names.map((n) => nameSimilarity(payment.payerName!, n))) : 0;
      return { document, exactAmount: document.openCents === payment.amountCents, nameScore: best >= NAME_SCORE_FLOOR ? best : 0 };
    });
  scored.sort(
    (a, b) =>
      Number(b.exactAmount) - Number(a.exactAmount) ||
      b.nameScore - a.nameScore ||
      (a.document.dueDate ?? '9999').localeCompare(b.document.dueDate ?? '9999') ||
      a.document.id.localeCompare(b.document.id),
  );
  return scored.slice(0, SUGGESTIONS_MAX);
}

// ————— statement entries —————

/** A statement's decimal amount ("1234.5", "0.07") in cents, or null when it is not one (no floats). */
export function amountToCents(text: string): number | null {
  const m = /^\s*(\d{1,13})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** An IBAN as banks compare it: no spaces, upper case. */
export function electronicIban(iban: string): string {
  return iban.replace(/\s/g, '').toUpperCase();
}

export function sameIban(a: string, b: string): boolean {
  return electronicIban(a) !== '' && electronicIban(a) === electronicIban(b);
}
