// Idempotency keys for the mutations that create something: a client that lost the answer (a dropped
// connection, a killed process, a timeout) retries with the same key and gets the first result
// instead of a second booking. The same key with other input is refused (IDEMPOTENCY_KEY_REUSED),
// so a key can never silently stand for two different requests.
//
// How it holds under concurrency and crashes:
// - The key is claimed (INSERT … ON CONFLICT on its primary key) inside the creating transaction,
//   before anything is decided, and completed with the result's id in that same transaction. So a
//   committed creation always has its key, and a rolled-back one leaves none (errors are not
//   remembered: a retry after NO_LONGER_AVAILABLE is judged afresh).
// - Two requests with one key serialise on the primary key: the second INSERT waits until the first
//   transaction ends, then finds its committed row and answers with its result (ReplayFirst), or
//   claims the key when the first rolled back.
// - A request that failed (EMAIL_TAKEN, say) is checked once more: if its twin committed meanwhile,
//   the twin's result is the answer.
// Keys are scoped per principal (one client's key never meets another's) and expire after 24 hours
// (retention.ts); an expired row is taken over by a new claim and deleted by the housekeeping job.
import { createHash } from 'node:crypto';
import type { Services } from '../context.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { idempotencyKeyExpiry } from '../domain/retention.ts';

type Tx = Prisma.TransactionClient;
type Db = Services['prisma'] | Tx;

/**
 * 16–128 characters of [A-Za-z0-9._:-]: a UUID fits, a counter like "1" does not (two bookings
 * that happened to share one would collapse into one). No spaces or control characters, so a key
 * is safe in logs.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{16,128}$/;

export interface IdempotencyClaim {
  /** Whose key: "client:<id>" or "staff:<id>". */
  principal: string;
  key: string;
  operation: string;
  inputHash: string;
}

/** Thrown inside the creating transaction when a duplicate committed first; `idempotently` answers with that result. */
export class ReplayFirst extends Error {
  constructor(readonly resultId: string) {
    super('idempotency key already used');
    this.name = 'ReplayFirst';
  }
}

/** JSON with sorted keys and without null or undefined members, so that "omitted" and "null" are the same input. */
export function canonicalJson(value: unknown): string {
  const normalise = (v: unknown): unknown => {
    if (v instanceof Date) return v.toISOString();
    if (Array.isArray(v)) return v.map(normalise);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== null && (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => [k, normalise((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(normalise(value));
}

export function inputHash(operation: string, input: unknown): string {
  return createHash('sha256').update(`${operation}\n${canonicalJson(input)}`).digest('hex');
}

/**
 * The claim for one request, or null when it carries no key. `input` is what decides the result,
 * without the key itself (and never a secret: the hash is not a password store).
 */
export function idempotencyClaim(
  principal: string,
  operation: string,
  key: string | null | undefined,
  input: unknown,
  language: Language,
): IdempotencyClaim | null {
  if (key === null || key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID', language, { detail: { fields: { idempotencyKey: 'INVALID' } } });
  return { principal, key, operation, inputHash: inputHash(operation, input) };
}

interface KeyRow {
  operation: string;
  inputHash: string;
  resultId: string | null;
}

/** The live row's result for this claim; IDEMPOTENCY_KEY_REUSED when the key was used with other input. */
function resultOf(row: KeyRow, claim: IdempotencyClaim, language: Language): string | null {
  if (row.operation !== claim.operation || row.inputHash !== claim.inputHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', language);
  return row.resultId;
}

/** The result a live key already stands for (null: not used yet, or expired). */
export async function findResult(db: Db, claim: IdempotencyClaim, now: Date, language: Language): Promise<string | null> {
  const row = await db.idempotencyKey.findUnique({ where: { principal_key: { principal: claim.principal, key: claim.key } } });
  if (!row || row.expiresAt <= now) return null;
  return resultOf(row, claim, language);
}

/**
 * Claims the key inside the creating transaction, first thing after its locks. Waits while another
 * transaction holds the same key; throws ReplayFirst when that one committed a result, and
 * IDEMPOTENCY_KEY_REUSED when it was for other input. An expired row is taken over.
 */
export async function claimKey(tx: Tx, claim: IdempotencyClaim, now: Date, language: Language): Promise<void> {
  const claimed = await tx.$queryRaw<Array<{ principal: string }>>`
    INSERT INTO idempotency_keys (principal, key, operation, input_hash, result_id, created_at, expires_at)
    VALUES (${claim.principal}, ${claim.key}, ${claim.operation}, ${claim.inputHash}, NULL, ${now}::timestamptz, ${idempotencyKeyExpiry(now)}::timestamptz)
    ON CONFLICT (principal, key) DO UPDATE
      SET operation = EXCLUDED.operation, input_hash = EXCLUDED.input_hash, result_id = NULL,
          created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
      WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
    RETURNING principal`;
  if (claimed.length) return;
  const row = await tx.idempotencyKey.findUniqueOrThrow({ where: { principal_key: { principal: claim.principal, key: claim.key } } });
  const resultId = resultOf(row, claim, language);
  // A committed row always has its result (both are written in one transaction).
  if (!resultId) throw new Error('idempotency key without a result');
  throw new ReplayFirst(resultId);
}

/** Records what the claimed key created, in the same transaction as the creation. */
export async function completeKey(tx: Tx, claim: IdempotencyClaim, resultId: string): Promise<void> {
  await tx.idempotencyKey.update({ where: { principal_key: { principal: claim.principal, key: claim.key } }, data: { resultId } });
}

/**
 * Runs a creating use case under an idempotency claim: a live key answers with its first result
 * (`replay`) before anything is checked again (a retry must not fail because its own booking took
 * the last seats); otherwise `run` creates, calling claimKey and completeKey in its transaction.
 */
export async function idempotently<T>(
  services: Pick<Services, 'prisma' | 'now'>,
  claim: IdempotencyClaim | null,
  language: Language,
  replay: (resultId: string) => Promise<T>,
  run: () => Promise<T>,
): Promise<T> {
  if (!claim) return run();
  const earlier = await findResult(services.prisma, claim, services.now(), language);
  if (earlier) return replay(earlier);
  try {
    return await run();
  } catch (error) {
    if (error instanceof ReplayFirst) return replay(error.resultId);
    // A duplicate that committed while this one was being checked (before its claim) made this
    // one fail (EMAIL_TAKEN, NO_LONGER_AVAILABLE …): the duplicate's result is the answer.
    if (error instanceof AppError) {
      const twin = await findResult(services.prisma, claim, services.now(), language).catch(() => null);
      if (twin) return replay(twin);
    }
    throw error;
  }
}
