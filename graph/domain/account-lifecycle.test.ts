import { describe, expect, it } from 'vitest';
import { applyAccountAction, isDueForPurge, mayReserve, purgeDate, signInRefusal, type AccountAction, type AccountFacts } from './account-lifecycle.ts';

const pending: AccountFacts = { status: 'PENDING', emailVerified: true, everApproved: false };
const approved: AccountFacts = { status: 'APPROVED', emailVerified: true, everApproved: true };
const blockedWhilePending: AccountFacts = { status: 'BLOCKED', emailVerified: true, everApproved: false };
const blockedAfterApproval: AccountFacts = { status: 'BLOCKED', emailVerified: true, everApproved: true };
const archived: AccountFacts = { status: 'ARCHIVED', emailVerified: true, everApproved: true };

describe('account lifecycle', () => {
  it('approves verified pending accounts only', () => {
    expect(applyAccountAction(pending, 'approve')).toEqual({ ok: true, status: 'APPROVED' });
    expect(applyAccountAction({ ...pending, emailVerified: false }, 'approve')).toEqual({ ok: false, reason: 'NOT_VERIFIED' });
    expect(applyAccountAction(approved, 'approve')).toEqual({ ok: false, reason: 'INVALID_STATE' });
  });

  it('erases a rejected application at once', () => {
    expect(applyAccountAction(pending, 'reject')).toEqual({ ok: true, erase: true });
    expect(applyAccountAction({ ...pending, emailVerified: false }, 'reject')).toEqual({ ok: true, erase: true });
    expect(applyAccountAction(approved, 'reject')).toEqual({ ok: false, reason: 'INVALID_STATE' });
  });

  it('blocks and unblocks back to where the account was', () => {
    expect(applyAccountAction(approved, 'block')).toEqual({ ok: true, status: 'BLOCKED' });
    expect(applyAccountAction(pending, 'block')).toEqual({ ok: true, status: 'BLOCKED' });
    expect(applyAccountAction(blockedAfterApproval, 'unblock')).toEqual({ ok: true, status: 'APPROVED' });
    expect(applyAccountAction(blockedWhilePending, 'unblock')).toEqual({ ok: true, status: 'PENDING' });
    expect(applyAccountAction(approved, 'unblock')).toEqual({ ok: false, reason: 'INVALID_STATE' });
  });

  it('archives deleted approved accounts and erases never-approved ones', () => {
    expect(applyAccountAction(approved, 'delete')).toEqual({ ok: true, status: 'ARCHIVED' });
    expect(applyAccountAction(blockedAfterApproval, 'delete')).toEqual({ ok: true, status: 'ARCHIVED' });
    expect(applyAccountAction(pending, 'delete')).toEqual({ ok: true, erase: true });
  });

  it('does nothing to an archived account', () => {
    for (const action of ['approve', 'reject', 'block', 'unblock', 'delete'] as AccountAction[]) {
      expect(applyAccountAction(archived, action).ok, action).toBe(false);
    }
  });

  it('purges exactly 90 days after archiving', () => {
    const archivedAt = new Date('2026-03-01T12:00:00Z');
    const due = purgeDate(archivedAt);
    expect(due.toISOString()).toBe('2026-05-30T12:00:00.000Z');
    expect(isDueForPurge(due, new Date(due.getTime() - 1))).toBe(false);
    expect(isDueForPurge(due, due)).toBe(true);
    expect(isDueForPurge(null, due)).toBe(false);
  });

  it('lets pending and blocked accounts sign in once verified, never archived ones', () => {
    expect(signInRefusal({ status: 'PENDING', emailVerified: false })).toBe('EMAIL_NOT_VERIFIED');
    expect(signInRefusal({ status: 'PENDING', emailVerified: true })).toBeNull();
    expect(signInRefusal({ status: 'BLOCKED', emailVerified: true })).toBeNull();
    expect(signInRefusal({ status: 'ARCHIVED', emailVerified: true })).toBe('ACCOUNT_ARCHIVED');
  });

  it('lets only verified, approved accounts reserve', () => {
    expect(mayReserve(approved)).toBe(true);
    expect(mayReserve(pending)).toBe(false);
    expect(mayReserve(blockedAfterApproval)).toBe(false);
    expect(mayReserve({ status: 'APPROVED', emailVerified: false })).toBe(false);
  });
});
