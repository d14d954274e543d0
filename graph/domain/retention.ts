// How long records are kept, as the privacy policy promises (web/features/site/policies/privacy.*.tsx,
// "How long we keep data"). The housekeeping job (graph/jobs/scheduler.ts) deletes what is older.
// Archived accounts have their own rule (account-lifecycle.ts, 90 days).

/**
 * Issued invoices and credit notes: 10 years after the end of the year they relate to (Slovenian
 * VAT Act ZDDV-1, art. 97). They are kept even when the client's account is erased: erasure unlinks
 * them (organisation and reservation become null; the trigger allows only that) and removes
 * everything else, drafts included; each invoice keeps its own copy of the buyer's billing details.
 * The privacy policy says so in both languages. Nothing in this service deletes an issued invoice:
 * the database refuses it.
 */
export const INVOICE_RETENTION_YEARS = 10;

/** The first day an issued invoice may be deleted: 1 January, INVOICE_RETENTION_YEARS after the year after its issue year. */
export function invoiceKeptUntil(issueYear: number): string {
  return `${issueYear + INVOICE_RETENTION_YEARS + 1}-01-01`;
}

/** Registrations whose e-mail address is not confirmed are erased this many days after registering. */
export const UNVERIFIED_REGISTRATION_DAYS = 7;
/** Sign-in and audit logs: 12 months from the event. */
export const AUDIT_LOG_RETENTION_MONTHS = 12;
/** Used or expired one-time links and refresh tokens: kept a day for "my link did not work" questions. */
export const SPENT_TOKEN_GRACE_MS = 24 * 60 * 60 * 1000;
/**
 * Idempotency keys: a retry within 24 hours gets the first result. Long enough for any client's
 * retries (and a person reloading the next morning), short enough that a key is never a record.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The same instant `months` calendar months earlier (UTC); a day the earlier month lacks becomes
 * its last day (29 Feb minus 12 months → 28 Feb), so nothing is kept longer than promised.
 */
export function monthsBefore(now: Date, months: number): Date {
  const result = new Date(now.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Audit entries created before this instant are deleted. */
export function auditLogCutoff(now: Date): Date {
  return monthsBefore(now, AUDIT_LOG_RETENTION_MONTHS);
}

/** One-time tokens and refresh tokens that expired before this instant are deleted. */
export function spentTokenCutoff(now: Date): Date {
  return new Date(now.getTime() - SPENT_TOKEN_GRACE_MS);
}

/** When an idempotency key used at `now` stops answering (and may be deleted). */
export function idempotencyKeyExpiry(now: Date): Date {
  return new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS);
}

/** Registrations made before this instant and still unconfirmed are erased. */
export function unverifiedRegistrationCutoff(now: Date): Date {
  return new Date(now.getTime() - UNVERIFIED_REGISTRATION_DAYS * 24 * 60 * 60 * 1000);
}
