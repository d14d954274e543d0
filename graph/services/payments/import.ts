// The manager's bank statement upload: a camt.053 file becomes a statement row and one incoming
// payment per booked euro credit not seen before, each matched to its document where the payer's
// reference or text says which. Everything in one transaction: a file refused half-way (malformed,
// another account) changes nothing, and the same file again, or a statement overlapping an earlier
// one, adds nothing twice.
import { createHash } from 'node:crypto';
import type { BankStatement, Payment, Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { notify } from '../../mail/outbox.ts';
import { dateToDb } from '../../domain/local-time.ts';
import { textProblem } from '../../domain/text-rules.ts';
import { matchClues, sameIban } from '../../domain/payment-matching.ts';
import { TRANSACTION_OPTIONS } from '../reservation-locks.ts';
import { parseCamt053, type ParsedStatement, type StatementEntry } from './camt053.ts';
import { allocate, documentOfClue, lockPayments, payableDocument, today, type PaymentServices } from './documents.ts';

type Tx = Prisma.TransactionClient;

export const STATEMENT_FILE_NAME_MAX_LENGTH = 255;

export interface ImportedStatement {
  /** The same file was imported before: nothing changed, and this is that import. */
  alreadyImported: boolean;
  statement: BankStatement;
  /** What the file held besides the payments taken (debits, pending or reversed entries, other currencies); zero when already imported. */
  skipped: { debits: number; notBooked: number; otherCurrency: number };
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/**
 * A credit's identity across statements. The bank's own reference (AcctSvcrRef) when it gives one:
 * it is what the bank itself uses to tell entries apart. Without one, a digest of what the entry
 * says — account, booking date, amount, the payer's references, text, name and account — and its
 * place among entries of the file that say exactly the same: two identical transfers on one day
 * are two payments, while an overlapping statement, which lists both again in the same order, gives
 * the same two keys. The statement's own entry numbers (NtryRef) are left out: they restart with
 * each statement.
 */
export function entryKeys(accountIban: string, credits: readonly StatementEntry[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((e) => {
    if (e.bankRef) return `ref:${accountIban}:${e.bankRef}`;
    const said = JSON.stringify([accountIban, e.bookedOn, e.amountCents, e.currency, e.reference, e.endToEndId, e.remittance, e.payerName, e.payerIban]);
    const occurrence = seen.get(said) ?? 0;
    seen.set(said, occurrence + 1);
    return `sha256:${sha256(`${said}#${occurrence}`)}`;
  });
}

/** Which entries become payments: booked euro credits that are not reversals. Everything else is counted. */
function creditsOf(parsed: ParsedStatement) {
  const credits: StatementEntry[] = [];
  const skipped = { debits: 0, notBooked: 0, otherCurrency: 0 };
  for (const e of parsed.entries) {
    if (e.direction === 'DEBIT' || e.reversal) skipped.debits += 1;
    else if (e.status !== 'BOOK') skipped.notBooked += 1;
    else if (e.currency !== 'EUR') skipped.otherCurrency += 1;
    else credits.push(e);
  }
  return { credits, skipped };
}

export async function importBankStatement(services: PaymentServices, staffId: string, file: { fileName: string; bytes: Uint8Array }, language: Language): Promise<ImportedStatement> {
  const fileName = file.fileName.trim().slice(0, STATEMENT_FILE_NAME_MAX_LENGTH) || 'statement.xml';
  const nameProblem = textProblem(fileName, { maxLength: STATEMENT_FILE_NAME_MAX_LENGTH, multiline: false });
  if (nameProblem) throw new AppError('VALIDATION', language, { detail: { fields: { file: nameProblem } } });
  const fileSha256 = sha256(file.bytes);
  const none = { debits: 0, notBooked: 0, otherCurrency: 0 };
  const earlier = await services.prisma.bankStatement.findUnique({ where: { fileSha256 } });
  if (earlier) return { alreadyImported: true, statement: earlier, skipped: none };

  const parsed = parseCamt053(file.bytes, language);
  const settings = await services.prisma.billingSettings.findUnique({ where: { id: 1 }, select: { iban: true } });
  if (!settings?.iban.trim()) throw new AppError('SELLER_DETAILS_MISSING', language);
  if (!sameIban(settings.iban, parsed.accountIban)) throw new AppError('STATEMENT_WRONG_ACCOUNT', language);
  const { credits, skipped } = creditsOf(parsed);
  const keys = entryKeys(parsed.accountIban, credits);

  const result = await services.prisma.$transaction(async (tx) => {
    await lockPayments(tx);
    // The same file uploaded twice at once: the second waited for the lock and finds the first.
    const again = await tx.bankStatement.findUnique({ where: { fileSha256 } });
    if (again) return { alreadyImported: true, statement: again, skipped: none };
    const statement = await tx.bankStatement.create({
      data: {
        format: parsed.format,
        fileName,
        fileSha256,
        statementRef: parsed.statementRef,
        accountIban: parsed.accountIban,
        fromDate: parsed.fromDate ? dateToDb(parsed.fromDate) : null,
        toDate: parsed.toDate ? dateToDb(parsed.toDate) : null,
        entryCount: parsed.entries.length,
        creditCount: credits.length,
        newCount: 0,
        matchedCount: 0,
        importedById: staffId,
      },
    });
    const known = new Set((await tx.payment.findMany({ where: { bankEntryKey: { in: keys } }, select: { bankEntryKey: true } })).map((p) => p.bankEntryKey));
    let newCount = 0;
    let matchedCount = 0;
    for (const [i, entry] of credits.entries()) {
      const key = keys[i]!;
      if (known.has(key)) continue;
      known.add(key);
      const payment = await tx.payment.create({
        data: {
          direction: 'IN',
          method: 'TRANSFER',
          amountCents: entry.amountCents,
          currency: entry.currency,
          bookedOn: dateToDb(entry.bookedOn),
          payerName: entry.payerName,
          payerIban: entry.payerIban,
          reference: entry.reference,
          remittance: entry.remittance,
          bankStatementId: statement.id,
          bankEntryKey: key,
        },
      });
      newCount += 1;
      if (await autoMatch(tx, services, payment)) matchedCount += 1;
    }
    const counted = await tx.bankStatement.update({ where: { id: statement.id }, data: { newCount, matchedCount } });
    await audit(tx, {
      action: 'bank_statement.imported',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'BankStatement', id: statement.id },
      detail: { fileName, format: parsed.format, statementRef: parsed.statementRef, entryCount: parsed.entries.length, creditCount: credits.length, newCount, matchedCount },
    });
    return { alreadyImported: false, statement: counted, skipped };
  }, { ...TRANSACTION_OPTIONS, timeout: 120_000 });
  // Wakes the webhook worker for the payments just matched.
  if (!result.alreadyImported) notify();
  return result;
}

/**
 * Matches a new credit by what the payer wrote (graph/domain/payment-matching.ts), document after
 * document while money is left: exact → paid, less → part-paid, more → the open amount, the rest
 * the organisation's credit. A clue pointing at a document with nothing open still tells whose
 * money it is. Returns whether anything was allocated.
 */
async function autoMatch(tx: Tx, services: PaymentServices, payment: Payment): Promise<boolean> {
  let left = payment.amountCents;
  let owner: string | null = null;
  let current = payment;
  for (const clue of matchClues({ reference: payment.reference, remittance: payment.remittance })) {
    if (left === 0) break;
    const ref = await documentOfClue(tx, clue);
    const document = ref ? await payableDocument(tx, ref, today(services)) : null;
    if (!document) continue;
    owner ??= document.clientId;
    // Money from one payer is applied to one organisation's documents only.
    if (document.openCents === 0 || (current.clientId && document.clientId !== current.clientId)) continue;
    const amountCents = Math.min(left, document.openCents);
    if (!(await allocateUnlessRefused(tx, services, { payment: current, document, amountCents, matchedBy: clue.by, staffId: null }))) continue;
    current = { ...current, clientId: current.clientId ?? document.clientId };
    left -= amountCents;
  }
  if (left === payment.amountCents) {
    if (owner) await tx.payment.update({ where: { id: payment.id }, data: { clientId: owner } });
    return false;
  }
  return true;
}

/**
 * A deposit paid in full issues its advance invoice, which needs the client's billing details and
 * the restaurant's: when one is missing the match is taken back (to a savepoint) and the credit
 * stays to match, so one such client never aborts a whole statement. The manager then matches it by
 * hand and is told what is missing.
 */
async function allocateUnlessRefused(tx: Tx, services: PaymentServices, args: Parameters<typeof allocate>[2]): Promise<boolean> {
  await tx.$executeRawUnsafe('SAVEPOINT auto_match');
  try {
    await allocate(tx, services, args);
  } catch (error) {
    if (!(error instanceof AppError) || !ISSUE_REFUSALS.has(String(error.extensions.code))) throw error;
    await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT auto_match');
    return false;
  }
  await tx.$executeRawUnsafe('RELEASE SAVEPOINT auto_match');
  return true;
}

const ISSUE_REFUSALS = new Set(['BILLING_DETAILS_MISSING', 'SELLER_DETAILS_MISSING']);
