// Writes a camt.053 bank statement from a list of entries, as a bank would: for tests and for the
// browser journey, which builds a file from the reference printed in a mail and imports it.
// Version .02 names the debtor directly and writes the status as text; .08 wraps both (Pty, Cd).
import { create } from 'xmlbuilder2';
import { centsToDecimal } from '../domain/money.ts';

export interface Camt053Entry {
  amountCents: number;
  /** Default CRDT (money in). */
  direction?: 'CRDT' | 'DBIT';
  currency?: string;
  bookedOn: string;
  /** The bank's reference (AcctSvcrRef); omitted when null. */
  bankRef?: string | null;
  status?: 'BOOK' | 'PDNG' | 'INFO';
  reversal?: boolean;
  payerName?: string;
  payerIban?: string;
  /** RF creditor reference. */
  reference?: string;
  remittance?: string;
  endToEndId?: string;
  /** A batch booking: the entry's transactions, each with its own amount (they add up to amountCents). */
  transactions?: Array<Pick<Camt053Entry, 'amountCents' | 'bankRef' | 'payerName' | 'payerIban' | 'reference' | 'remittance' | 'endToEndId'>>;
}

export interface Camt053Statement {
  version?: '02' | '08';
  statementId?: string;
  iban: string;
  from?: string;
  to?: string;
  entries: Camt053Entry[];
}

export function buildCamt053(statement: Camt053Statement): string {
  const version = statement.version ?? '08';
  const v8 = version === '08';
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(`urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}`, 'Document');
  const body = doc.ele('BkToCstmrStmt');
  body.ele('GrpHdr').ele('MsgId').txt(`MSG-${statement.statementId ?? 'STMT-1'}`).up().ele('CreDtTm').txt(`${statement.to ?? statement.entries[0]?.bookedOn ?? '2026-07-01'}T18:00:00`);
  const stmt = body.ele('Stmt');
  stmt.ele('Id').txt(statement.statementId ?? 'STMT-1');
  stmt.ele('CreDtTm').txt(`${statement.to ?? '2026-07-01'}T18:00:00`);
  if (statement.from || statement.to) {
    const period = stmt.ele('FrToDt');
    period.ele('FrDtTm').txt(`${statement.from ?? statement.to}T00:00:00`);
    period.ele('ToDtTm').txt(`${statement.to ?? statement.from}T23:59:59`);
  }
  stmt.ele('Acct').ele('Id').ele('IBAN').txt(statement.iban.replace(/\s/g, ''));
  statement.entries.forEach((e, i) => {
    const ntry = stmt.ele('Ntry');
    ntry.ele('NtryRef').txt(String(i + 1));
    ntry.ele('Amt', { Ccy: e.currency ?? 'EUR' }).txt(centsToDecimal(e.amountCents));
    ntry.ele('CdtDbtInd').txt(e.direction ?? 'CRDT');
    if (e.reversal) ntry.ele('RvslInd').txt('true');
    if (v8) ntry.ele('Sts').ele('Cd').txt(e.status ?? 'BOOK');
    else ntry.ele('Sts').txt(e.status ?? 'BOOK');
    ntry.ele('BookgDt').ele('Dt').txt(e.bookedOn);
    ntry.ele('ValDt').ele('Dt').txt(e.bookedOn);
    if (e.bankRef !== null && e.bankRef !== undefined) ntry.ele('AcctSvcrRef').txt(e.bankRef);
    ntry.ele('BkTxCd');
    const details = ntry.ele('NtryDtls');
    for (const t of e.transactions ?? [e]) transaction(details, t, e.transactions ? t.amountCents : null, e.currency ?? 'EUR', v8);
  });
  return doc.end({ prettyPrint: true });
}

type Parent = ReturnType<ReturnType<typeof create>['ele']>;

function transaction(details: Parent, e: Omit<Camt053Entry, 'bookedOn'>, amountCents: number | null, currency: string, v8: boolean): void {
  const tx = details.ele('TxDtls');
  const refs = tx.ele('Refs');
  if (amountCents !== null && e.bankRef) refs.ele('AcctSvcrRef').txt(e.bankRef);
  refs.ele('EndToEndId').txt(e.endToEndId ?? 'NOTPROVIDED');
  if (amountCents !== null) {
    if (v8) tx.ele('Amt', { Ccy: currency }).txt(centsToDecimal(amountCents));
    else tx.ele('AmtDtls').ele('TxAmt').ele('Amt', { Ccy: currency }).txt(centsToDecimal(amountCents));
  }
  if (e.payerName || e.payerIban) {
    const parties = tx.ele('RltdPties');
    if (e.payerName) (v8 ? parties.ele('Dbtr').ele('Pty') : parties.ele('Dbtr')).ele('Nm').txt(e.payerName);
    if (e.payerIban) parties.ele('DbtrAcct').ele('Id').ele('IBAN').txt(e.payerIban.replace(/\s/g, ''));
  }
  if (e.reference || e.remittance) {
    const rmt = tx.ele('RmtInf');
    // Free text in lines of at most 140 characters, as the standard allows.
    for (let at = 0; e.remittance && at < e.remittance.length; at += 140) rmt.ele('Ustrd').txt(e.remittance.slice(at, at + 140));
    if (e.reference) {
      const ref = rmt.ele('Strd').ele('CdtrRefInf');
      ref.ele('Tp').ele('CdOrPrtry').ele('Cd').txt('SCOR');
      ref.ele('Ref').txt(e.reference);
    }
  }
}

export const camt053Bytes = (statement: Camt053Statement): Uint8Array => new TextEncoder().encode(buildCamt053(statement));
