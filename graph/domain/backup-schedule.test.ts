import { describe, expect, it } from 'vitest';
import { isBackupOverdue, nightlySlot, warnAboutBackups } from './backup-schedule.ts';

const THREE = 3 * 60;

describe('nightly backup slot', () => {
  it('is today’s once its local time has come, yesterday’s before', () => {
    // 03:00 Ljubljana in winter is 02:00 UTC.
    expect(nightlySlot(new Date('2026-11-26T02:00:00Z'), THREE)).toEqual({ day: '2026-11-26', at: new Date('2026-11-26T02:00:00Z') });
    expect(nightlySlot(new Date('2026-11-26T01:59:00Z'), THREE)).toEqual({ day: '2026-11-25', at: new Date('2026-11-25T02:00:00Z') });
    // In summer 03:00 is 01:00 UTC.
    expect(nightlySlot(new Date('2026-07-15T12:00:00Z'), THREE)).toEqual({ day: '2026-07-15', at: new Date('2026-07-15T01:00:00Z') });
  });

  it('uses the local day: 23:30 UTC is already the next day in Ljubljana', () => {
    expect(nightlySlot(new Date('2026-11-26T23:30:00Z'), 0).day).toBe('2026-11-27');
  });

  it('moves a time in the spring-forward gap to the end of the gap', () => {
    // 29 March 2026: 02:00–02:59 does not happen; 02:30 is taken at 03:00 summer time (01:00 UTC).
    expect(nightlySlot(new Date('2026-03-29T05:00:00Z'), 150)).toEqual({ day: '2026-03-29', at: new Date('2026-03-29T01:00:00Z') });
  });
});

describe('the two-day rule', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('warns when there is no backup or the newest is more than two days old', () => {
    expect(isBackupOverdue(null, now)).toBe(true);
    expect(isBackupOverdue(new Date('2026-11-24T09:59:59Z'), now)).toBe(true);
    expect(isBackupOverdue(new Date('2026-11-24T10:00:00Z'), now)).toBe(false);
    expect(isBackupOverdue(new Date('2026-11-26T02:00:00Z'), now)).toBe(false);
  });
});

describe('whether the manager is warned', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const old = new Date('2026-11-20T02:00:00Z');
  it('warns about an overdue backup the app is responsible for', () => {
    expect(warnAboutBackups(old, now, { embedded: true, nightly: true })).toBe(true);
    expect(warnAboutBackups(null, now, { embedded: true, nightly: false })).toBe(true);
    expect(warnAboutBackups(old, now, { embedded: false, nightly: true })).toBe(true);
    expect(warnAboutBackups(new Date('2026-11-26T02:00:00Z'), now, { embedded: true, nightly: true })).toBe(false);
  });

  it('gives a new installation its first two days before it warns that no backup exists', () => {
    expect(warnAboutBackups(null, now, { embedded: true, nightly: true, installedAt: new Date('2026-11-25T09:00:00Z') })).toBe(false);
    expect(warnAboutBackups(null, now, { embedded: true, nightly: true, installedAt: new Date('2026-11-24T09:00:00Z') })).toBe(true);
  });

  it('leaves PostgreSQL with nightly backups off to the database’s own backups', () => {
    expect(warnAboutBackups(null, now, { embedded: false, nightly: false })).toBe(false);
  });
});
