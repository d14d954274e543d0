// Reads an ISO 20022 camt.053 bank statement (BankToCustomerStatement, versions .001.02 and later:
// the parts read here kept their names), whatever namespace prefix the bank writes. Only what
// matching needs is read: the statement's id, account and period, and per entry its direction,
// amount, booking date, the bank's reference, and from the transaction details the payer, the
// structured creditor reference, the free text and the end-to-end id.
//
// Safe by construction: the size is checked before parsing; a DOCTYPE (entities, external or not)
// is refused outright — no bank sends one — so nothing outside the file is ever read and nothing
// expands; fast-xml-parser builds plain objects and runs nothing.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../errors.ts';
import type { Language } from '../../i18n/messages.ts';
import { parseLocalDate, type LocalDate } from '../../domain/local-time.ts';
import { PAYER_NAME_MAX_LENGTH, REMITTANCE_MAX_LENGTH, STATEMENT_ENTRIES_MAX, STATEMENT_FILE_MAX_BYTES } from '../../domain/payments.ts';
import { amountToCents, electronicIban } from '../../domain/payment-matching.ts';

export interface StatementEntry {
  /** Its place in the file (0-based), across statements. */
  position: number;
  direction: 'CREDIT' | 'DEBIT';
  amountCents: number;
  currency: string;
  /** BOOK for booked entries; PDNG and INFO are not money yet. */
  status: string;
  /** A reversal of an earlier entry (a returned transfer). */
  reversal: boolean;
  bookedOn: LocalDate;
  /** The bank's own reference of the entry (AcctSvcrRef), stable across statements. */
  bankRef: string | null;
  endToEndId: string | null;
  payerName: string | null;
  payerIban: string | null;
  /** The structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref). */
  reference: string | null;
  /** The free text (RmtInf/Ustrd, lines joined). */
  remittance: string | null;
}

export interface ParsedStatement {
  /** "camt.053.001.08" (or "camt.053" when the namespace does not say). */
  format: string;
  statementRef: string | null;
  accountIban: string;
  fromDate: LocalDate | null;
  toDate: LocalDate | null;
  entries: StatementEntry[];
}

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Keep every value as written: ids like "000123" and amounts are read by us, not guessed.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only the five XML entities and character references; DOCTYPEs are refused before parsing.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

const node = (value: unknown): Node | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node).filter((n): n is Node => n !== null) : node(value) ? [node(value)!] : []);
/** The text of an element, whether it carries attributes or not. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  const n = node(value);
  if (n && typeof n['#text'] === 'string') return n['#text'].trim() || null;
  return null;
}
function path(start: unknown, ...keys: string[]): unknown {
  let at: unknown = start;
  for (const key of keys) {
    const n = node(Array.isArray(at) ? at[0] : at);
    if (!n) return undefined;
    at = n[key];
  }
  return at;
}
const clip = (value: string | null, max: number) => (value && value.length > max ? value.slice(0, max) : value);

/** A date or date-time's day as the bank wrote it ("2026-07-01" of "2026-07-01T23:10:00+02:00"). */
function day(value: unknown): LocalDate | null {
  const t = text(value);
  return t ? parseLocalDate(t.slice(0, 10)) : null;
}

export function parseCamt053(bytes: Uint8Array, language: Language): ParsedStatement {
  const unreadable = (reason: string) => new AppError('STATEMENT_UNREADABLE', language, { detail: { reason } });
  if (bytes.byteLength > STATEMENT_FILE_MAX_BYTES) throw new AppError('STATEMENT_TOO_LARGE', language, { detail: { maxBytes: STATEMENT_FILE_MAX_BYTES } });
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable('NOT_UTF8');
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw unreadable('DOCTYPE');
  if (XMLValidator.validate(xml) !== true) throw unreadable('NOT_XML');
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    throw unreadable('NOT_XML');
  }
  const root = node(doc.Document);
  const body = node(root?.BkToCstmrStmt);
  if (!root || !body) throw unreadable('NOT_A_STATEMENT');
  // The parser drops namespaces (any prefix reads the same); the version is read from the declaration.
  const version = /xmlns(?::[\w.-]+)?\s*=\s*["'][^"']*camt\.(\d{3})\.001\.(\d{2})["']/.exec(xml);
  if (version && (version[1] !== '053' || Number(version[2]) < 2)) throw unreadable('NOT_A_STATEMENT');
  const statements = list(body.Stmt);
  if (!statements.length) throw unreadable('NOT_A_STATEMENT');

  const entryCount = statements.reduce((n, s) => n + list(s.Ntry).length, 0);
  if (entryCount > STATEMENT_ENTRIES_MAX) throw new AppError('STATEMENT_TOO_MANY_ENTRIES', language, { detail: { maxEntries: STATEMENT_ENTRIES_MAX } });

  let accountIban: string | null = null;
  let fromDate: LocalDate | null = null;
  let toDate: LocalDate | null = null;
  const entries: StatementEntry[] = [];
  for (const stmt of statements) {
    const iban = text(path(stmt, 'Acct', 'Id', 'IBAN'));
    if (!iban) throw unreadable('NO_ACCOUNT');
    // One file, one account: the statement row records one.
    if (accountIban && electronicIban(iban) !== accountIban) throw unreadable('SEVERAL_ACCOUNTS');
    accountIban = electronicIban(iban);
    const from = day(path(stmt, 'FrToDt', 'FrDtTm'));
    const to = day(path(stmt, 'FrToDt', 'ToDtTm'));
    if (from && (!fromDate || from < fromDate)) fromDate = from;
    if (to && (!toDate || to > toDate)) toDate = to;
    for (const ntry of list(stmt.Ntry)) entries.push(...readEntry(ntry, entries.length, unreadable));
  }
  return {
    format: version ? `camt.053.001.${version[2]}` : 'camt.053',
    statementRef: clip(text(path(statements[0], 'Id')), 100),
    accountIban: accountIban!,
    fromDate,
    toDate,
    entries,
  };
}

/**
 * An entry, or its transactions when it books several at once (a batch credit) and each states its
 * own amount: each is a payment of its own, known by its own bank reference, else the entry's with
 * its place in the batch.
 */
function readEntry(ntry: Node, position: number, unreadable: (reason: string) => AppError): StatementEntry[] {
  const entry = readTransaction(ntry, null, position, unreadable);
  const txs = list(path(ntry, 'NtryDtls', 'TxDtls')).concat(list(ntry.NtryDtls).slice(1).flatMap((d) => list(d.TxDtls)));
  if (txs.length < 2) return [entry];
  const amounts = txs.map((tx) => amountToCents(text(path(tx, 'AmtDtls', 'TxAmt', 'Amt')) ?? text(tx.Amt) ?? ''));
  if (amounts.some((a) => a === null) || amounts.reduce((sum, a) => sum! + a!, 0) !== entry.amountCents) return [entry];
  return txs.map((tx, i) => {
    const one = readTransaction(ntry, tx, position + i, unreadable);
    return { ...one, amountCents: amounts[i]!, bankRef: text(path(tx, 'Refs', 'AcctSvcrRef')) ?? (entry.bankRef ? `${entry.bankRef}/${i + 1}` : null) };
  });
}

function readTransaction(ntry: Node, transaction: Node | null, position: number, unreadable: (reason: string) => AppError): StatementEntry {
  const amount = node(ntry.Amt);
  const amountCents = amountToCents(text(ntry.Amt) ?? '');
  const indicator = text(ntry.CdtDbtInd);
  // .02 writes <Sts>BOOK</Sts>, later versions <Sts><Cd>BOOK</Cd></Sts>.
  const status = text(ntry.Sts) ?? text(path(ntry, 'Sts', 'Cd'));
  const bookedOn = day(path(ntry, 'BookgDt', 'Dt')) ?? day(path(ntry, 'BookgDt', 'DtTm')) ?? day(path(ntry, 'ValDt', 'Dt'));
  if (amountCents === null || (indicator !== 'CRDT' && indicator !== 'DBIT') || !bookedOn || !status) throw unreadable(`BAD_ENTRY_${position + 1}`);
  const tx = path(ntry, 'NtryDtls', 'TxDtls');
  const details = transaction ?? (Array.isArray(tx) ? node(tx[0]) : node(tx));
  const parties = node(details?.RltdPties);
  // .02 names the debtor directly, .08 wraps it in Pty.
  const payerName = text(path(parties, 'Dbtr', 'Nm')) ?? text(path(parties, 'Dbtr', 'Pty', 'Nm'));
  const payerIban = text(path(parties, 'DbtrAcct', 'Id', 'IBAN'));
  const remittance = node(details?.RmtInf);
  const reference = list(remittance?.Strd)
    .map((s) => text(path(s, 'CdtrRefInf', 'Ref')))
    .find((r) => r !== null) ?? null;
  const free = (Array.isArray(remittance?.Ustrd) ? remittance.Ustrd : []).map(text).filter((t): t is string => t !== null).join(' ');
  const endToEndId = text(path(details, 'Refs', 'EndToEndId'));
  return {
    position,
    direction: indicator === 'CRDT' ? 'CREDIT' : 'DEBIT',
    amountCents,
    currency: (typeof amount?.['@Ccy'] === 'string' ? amount['@Ccy'] : 'EUR').toUpperCase(),
    status: status.toUpperCase(),
    reversal: text(ntry.RvslInd) === 'true',
    bookedOn,
    bankRef: clip(text(ntry.AcctSvcrRef) ?? text(path(details, 'Refs', 'AcctSvcrRef')), 100),
    // "NOTPROVIDED" is the standard's way of saying there is none.
    endToEndId: endToEndId && endToEndId !== 'NOTPROVIDED' ? clip(endToEndId, 100) : null,
    payerName: clip(payerName, PAYER_NAME_MAX_LENGTH),
    payerIban: payerIban ? clip(electronicIban(payerIban), 34) : null,
    reference: clip(reference, 35),
    remittance: clip(free || null, REMITTANCE_MAX_LENGTH),
  };
}
