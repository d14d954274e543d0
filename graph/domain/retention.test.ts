import { describe, expect, it } from 'vitest';
import { auditLogCutoff, idempotencyKeyExpiry, invoiceKeptUntil, INVOICE_RETENTION_YEARS, monthsBefore, spentTokenCutoff } from './retention.ts';

describe('retention periods', () => {
  it('keeps audit entries for 12 calendar months', () => {
    expect(auditLogCutoff(new Date('2026-11-21T10:15:00Z')).toISOString()).toBe('2025-11-21T10:15:00.000Z');
    expect(auditLogCutoff(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('never keeps longer than promised when the earlier month is shorter', () => {
    expect(monthsBefore(new Date('2028-02-29T12:00:00Z'), 12).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T08:00:00Z'), 12).toISOString()).toBe('2025-03-31T08:00:00.000Z');
  });

  it('keeps spent tokens one more day', () => {
    expect(spentTokenCutoff(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it('lets an idempotency key answer for 24 hours', () => {
    expect(idempotencyKeyExpiry(new Date('2026-03-28T10:00:00Z')).toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  it('keeps issued invoices ten full years after the year they relate to', () => {
    expect(INVOICE_RETENTION_YEARS).toBe(10);
    expect(invoiceKeptUntil(2026)).toBe('2037-01-01');
  });
});
