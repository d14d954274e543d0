import { describe, expect, it } from 'vitest';
import {
  addDays,
  boundaryInstant,
  dateFromDb,
  dateToDb,
  dayNumber,
  formatMinute,
  instantToLocal,
  isoWeekday,
  localToInstant,
  offsetMinutes,
  parseLocalDate,
  parseLocalTime,
} from './local-time.ts';

const at = (iso: string) => new Date(iso);
const hm = (h: number, m = 0) => h * 60 + m;
function instant(date: string, minute: number): string {
  const resolved = localToInstant(date, minute);
  if (!resolved.ok) throw new Error(`${date} ${minute} does not exist`);
  return resolved.instant.toISOString();
}

describe('parsing local dates and times', () => {
  it('accepts real calendar days only', () => {
    expect(parseLocalDate('2026-07-18')).toBe('2026-07-18');
    expect(parseLocalDate(' 2028-02-29 ')).toBe('2028-02-29');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '26-07-18', '2026-7-18', '', null, undefined, '1999-12-31', '18.7.2026']) {
      expect(parseLocalDate(bad), String(bad)).toBeNull();
    }
  });

  it('reads HH:MM from 00:00 to 23:59', () => {
    expect(parseLocalTime('00:00')).toBe(0);
    expect(parseLocalTime('9:05')).toBe(hm(9, 5));
    expect(parseLocalTime('23:59')).toBe(hm(23, 59));
    for (const bad of ['24:00', '12:60', '12', '12:5', '', null, 'noon', '-1:00']) expect(parseLocalTime(bad), String(bad)).toBeNull();
    expect(formatMinute(hm(7, 5))).toBe('07:05');
    expect(formatMinute(1440)).toBe('24:00');
  });

  it('does calendar arithmetic on local days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(isoWeekday('2026-03-29')).toBe(7); // Sunday
    expect(isoWeekday('2026-03-30')).toBe(1); // Monday
    expect(dateFromDb(dateToDb('2026-10-25'))).toBe('2026-10-25');
    expect(dateToDb('2026-10-25').toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });
});

describe('local time ↔ UTC in Europe/Ljubljana', () => {
  it('uses UTC+1 in winter and UTC+2 in summer', () => {
    expect(instant('2026-01-15', hm(12))).toBe('2026-01-15T11:00:00.000Z');
    expect(instant('2026-07-18', hm(12))).toBe('2026-07-18T10:00:00.000Z');
    expect(offsetMinutes(at('2026-01-15T11:00:00Z'))).toBe(60);
    expect(offsetMinutes(at('2026-07-18T10:00:00Z'))).toBe(120);
    expect(instantToLocal(at('2026-07-18T10:00:00Z'))).toEqual({ date: '2026-07-18', minute: hm(12) });
    // The local day is not the UTC day around midnight.
    expect(instantToLocal(at('2026-07-17T22:30:00Z'))).toEqual({ date: '2026-07-18', minute: hm(0, 30) });
  });

  describe('spring forward, Sunday 2026-03-29 (02:00 → 03:00)', () => {
    it('refuses a local time that never happens', () => {
      expect(localToInstant('2026-03-29', hm(2, 30))).toEqual({ ok: false, reason: 'NONEXISTENT' });
      expect(localToInstant('2026-03-29', hm(2, 0))).toEqual({ ok: false, reason: 'NONEXISTENT' });
      expect(localToInstant('2026-03-29', hm(2, 59))).toEqual({ ok: false, reason: 'NONEXISTENT' });
    });

    it('maps the minutes either side of the gap', () => {
      expect(instant('2026-03-29', hm(1, 59))).toBe('2026-03-29T00:59:00.000Z');
      expect(instant('2026-03-29', hm(3, 0))).toBe('2026-03-29T01:00:00.000Z');
      expect(instant('2026-03-29', hm(12))).toBe('2026-03-29T10:00:00.000Z');
      expect(instant('2026-03-28', hm(12))).toBe('2026-03-28T11:00:00.000Z');
    });

    it('moves a boundary inside the gap to the end of the gap', () => {
      expect(boundaryInstant('2026-03-29', hm(2, 30)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
      expect(boundaryInstant('2026-03-29', hm(7)).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    });

    it('has a 23-hour day', () => {
      const length = Date.parse(instant('2026-03-30', 0)) - Date.parse(instant('2026-03-29', 0));
      expect(length / 3_600_000).toBe(23);
    });
  });

  describe('fall back, Sunday 2026-10-25 (03:00 → 02:00)', () => {
    it('resolves an ambiguous local time to its first occurrence (summer time), and says so', () => {
      const resolved = localToInstant('2026-10-25', hm(2, 30));
      expect(resolved).toEqual({ ok: true, instant: at('2026-10-25T00:30:00.000Z'), ambiguous: true });
      // Both instants read 02:30 on the wall clock.
      expect(instantToLocal(at('2026-10-25T00:30:00Z')).minute).toBe(hm(2, 30));
      expect(instantToLocal(at('2026-10-25T01:30:00Z')).minute).toBe(hm(2, 30));
    });

    it('maps the unambiguous minutes around the overlap', () => {
      expect(localToInstant('2026-10-25', hm(1, 59))).toEqual({ ok: true, instant: at('2026-10-24T23:59:00.000Z'), ambiguous: false });
      expect(localToInstant('2026-10-25', hm(3, 0))).toEqual({ ok: true, instant: at('2026-10-25T02:00:00.000Z'), ambiguous: false });
      expect(instant('2026-10-25', hm(12))).toBe('2026-10-25T11:00:00.000Z');
      expect(instant('2026-10-24', hm(12))).toBe('2026-10-24T10:00:00.000Z');
    });

    it('has a 25-hour day', () => {
      const length = Date.parse(instant('2026-10-26', 0)) - Date.parse(instant('2026-10-25', 0));
      expect(length / 3_600_000).toBe(25);
    });
  });

  it('treats minute 1440 as the next midnight', () => {
    expect(instant('2026-07-18', 1440)).toBe(instant('2026-07-19', 0));
  });

  it('round-trips every quarter hour of both clock-change days', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minute = 0; minute < 1440; minute += 15) {
        const resolved = localToInstant(date, minute);
        if (!resolved.ok) {
          expect(date === '2026-03-29' && minute >= 120 && minute < 180).toBe(true);
          continue;
        }
        expect(instantToLocal(resolved.instant)).toEqual({ date, minute });
      }
    }
  });
});

describe('the wall clock from the cached offset', () => {
  it('agrees with Intl at every quarter hour around both clock changes and on random instants', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Ljubljana', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    const viaIntl = (instant: Date) => {
      const p = Object.fromEntries(intl.formatToParts(instant).map((x) => [x.type, x.value]));
      return { date: `${p.year}-${p.month}-${p.day}`, minute: Number(p.hour) * 60 + Number(p.minute) };
    };
    const instants: Date[] = [];
    for (const around of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-03-28T01:00:00Z']) {
      for (let q = -12; q <= 12; q++) instants.push(new Date(Date.parse(around) + q * 15 * 60_000 + 59_999));
    }
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      instants.push(new Date(Date.UTC(2020, 0, 1) + (seed / 2 ** 31) * 12 * 365 * 86_400_000));
    }
    for (const instant of instants) expect(instantToLocal(instant), instant.toISOString()).toEqual(viaIntl(instant));
  });
});
