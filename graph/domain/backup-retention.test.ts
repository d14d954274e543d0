import { describe, expect, it } from 'vitest';
import { backupsToKeep as keepAt, type BackupOnDisk, type RetentionPolicy } from './backup-retention.ts';

/** A week after the newest backup below: the two-day keep-everything window holds none of them. */
const LATER = new Date('2026-12-07T12:00:00Z');
const backupsToKeep = (backups: readonly BackupOnDisk[], policy: RetentionPolicy) => keepAt(backups, policy, LATER);

/** One backup a night at 03:00 Ljubljana (02:00 UTC in winter) for `nights` nights up to 2026-11-30. */
function nightly(nights: number): BackupOnDisk[] {
  return Array.from({ length: nights }, (_, i) => {
    const takenAt = new Date(Date.UTC(2026, 10, 30 - i, 2, 0));
    return { name: `n-${takenAt.toISOString().slice(0, 10)}`, takenAt };
  });
}

describe('backup retention', () => {
  it('keeps the last 14 nights and the newest of each of the 8 weeks before', () => {
    const keep = backupsToKeep(nightly(120), { keepDaily: 14, keepWeekly: 8 });
    const kept = [...keep].sort();
    // 14 daily: 17–30 November.
    for (let day = 17; day <= 30; day++) expect(keep.has(`n-2026-11-${String(day).padStart(2, '0')}`)).toBe(true);
    // Weekly: the newest of each of 8 ISO weeks. The current week's (30 November, a Monday) and the two
    // Sundays before (29 and 22 November) are daily ones already; five more Sundays go back further.
    expect(kept.filter((name) => name < 'n-2026-11-17')).toEqual(['n-2026-10-18', 'n-2026-10-25', 'n-2026-11-01', 'n-2026-11-08', 'n-2026-11-15']);
    expect(keep.size).toBe(19);
  });

  it('counts days that have a backup, not calendar days: a fortnight off deletes nothing recent', () => {
    const backups = [...nightly(3), ...nightly(40).slice(20)];
    const keep = backupsToKeep(backups, { keepDaily: 5, keepWeekly: 0 });
    expect([...keep].sort()).toEqual(['n-2026-11-09', 'n-2026-11-10', 'n-2026-11-28', 'n-2026-11-29', 'n-2026-11-30']);
  });

  it('keeps only the newest of a day with several (a nightly and a manual one)', () => {
    const keep = backupsToKeep(
      [
        { name: 'nightly', takenAt: new Date('2026-11-30T02:00:00Z') },
        { name: 'manual', takenAt: new Date('2026-11-30T09:30:00Z') },
        { name: 'yesterday', takenAt: new Date('2026-11-29T02:00:00Z') },
      ],
      { keepDaily: 2, keepWeekly: 0 },
    );
    expect([...keep].sort()).toEqual(['manual', 'yesterday']);
  });

  it('groups by the restaurant’s day, not UTC’s: 00:30 Ljubljana is the new day', () => {
    const keep = backupsToKeep(
      [
        { name: 'late', takenAt: new Date('2026-07-14T21:30:00Z') }, // 23:30 on 14 July
        { name: 'after-midnight', takenAt: new Date('2026-07-14T22:30:00Z') }, // 00:30 on 15 July
      ],
      { keepDaily: 2, keepWeekly: 0 },
    );
    expect(keep.size).toBe(2);
  });

  it('always keeps the newest, and answers the same whatever the listing order', () => {
    const backups = nightly(30);
    const a = backupsToKeep(backups, { keepDaily: 1, keepWeekly: 0 });
    const b = backupsToKeep([...backups].reverse(), { keepDaily: 1, keepWeekly: 0 });
    expect([...a]).toEqual(['n-2026-11-30']);
    expect([...b]).toEqual(['n-2026-11-30']);
    expect(backupsToKeep([], { keepDaily: 3, keepWeekly: 3 }).size).toBe(0);
  });

  it('keeps every backup of the last two days: one taken by hand never deletes the night’s', () => {
    const backups = [
      { name: 'nightly-today', takenAt: new Date('2026-11-30T02:00:00Z') },
      { name: 'manual-today', takenAt: new Date('2026-11-30T09:30:00Z') },
      { name: 'nightly-yesterday', takenAt: new Date('2026-11-29T02:00:00Z') },
      { name: 'manual-yesterday', takenAt: new Date('2026-11-29T01:00:00Z') },
      { name: 'three-days-ago', takenAt: new Date('2026-11-27T02:00:00Z') },
      { name: 'three-days-ago-early', takenAt: new Date('2026-11-27T01:00:00Z') },
    ];
    const keep = keepAt(backups, { keepDaily: 1, keepWeekly: 0 }, new Date('2026-11-30T10:00:00Z'));
    expect([...keep].sort()).toEqual(['manual-today', 'manual-yesterday', 'nightly-today', 'nightly-yesterday']);
  });
});
