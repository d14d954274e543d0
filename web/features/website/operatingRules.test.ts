import { describe, expect, it } from 'vitest';
import { openingHoursProblem, settingsProblems as serverProblems } from '../../../graph/domain/content-rules.ts';
import { closingForApi, dayProblem, readWhole, settingsProblems, weekForApi, weekFrom } from './operatingRules.ts';

describe('operating settings', () => {
  it('read whole numbers people type', () => {
    expect(readWhole('240')).toBe(240);
    expect(readWhole('1 200')).toBe(1200);
    expect(readWhole('1.200')).toBe(1200);
    expect(readWhole('')).toBeNull();
    expect(readWhole('12a')).toBeNull();
    expect(readWhole('-5')).toBeNull();
  });

  it('apply the server’s limits', () => {
    const samples = [
      { seatCapacity: 240, shortStopMinutes: 30, longStopMinutes: 90, slotMinutes: 15 },
      { seatCapacity: 99, shortStopMinutes: 30, longStopMinutes: 90, slotMinutes: 15 },
      { seatCapacity: 5001, shortStopMinutes: 5, longStopMinutes: 400, slotMinutes: 15 },
      { seatCapacity: 300, shortStopMinutes: 25, longStopMinutes: 100, slotMinutes: 15 },
      { seatCapacity: 300, shortStopMinutes: 30, longStopMinutes: 90, slotMinutes: 7 },
      { seatCapacity: 300, shortStopMinutes: 180, longStopMinutes: 360, slotMinutes: 60 },
      { seatCapacity: 100, shortStopMinutes: 10, longStopMinutes: 30, slotMinutes: 5 },
    ];
    for (const sample of samples) expect(settingsProblems(sample)).toEqual(serverProblems(sample));
    expect(settingsProblems({ seatCapacity: null, shortStopMinutes: 30, longStopMinutes: 90, slotMinutes: 15 })).toEqual({ seatCapacity: 'REQUIRED' });
  });

  it('turn the week into the API’s rows and back, midnight included', () => {
    const week = weekFrom([
      { weekday: 1, closed: false, opens: '07:00', closes: '22:00' },
      { weekday: 6, closed: false, opens: '08:00', closes: '24:00' },
      { weekday: 7, closed: true, opens: '00:00', closes: '00:00' },
    ]);
    expect(week).toHaveLength(7);
    expect(week[5]).toEqual({ weekday: 6, open: true, opens: '08:00', closes: '00:00' });
    expect(week[1]!.open).toBe(false);
    const rows = weekForApi(week);
    expect(rows[5]).toEqual({ weekday: 6, closed: false, opens: '08:00', closes: '24:00' });
    expect(rows[6]).toEqual({ weekday: 7, closed: true, opens: null, closes: null });
    expect(closingForApi('21:30')).toBe('21:30');
  });

  it('refuse opening hours the server refuses', () => {
    const toMinute = (t: string) => (t === '24:00' ? 1440 : Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
    const cases = [
      { weekday: 1, open: true, opens: '08:00', closes: '20:00' },
      { weekday: 1, open: true, opens: '20:00', closes: '08:00' },
      { weekday: 1, open: true, opens: '08:00', closes: '08:00' },
      { weekday: 1, open: true, opens: '08:00', closes: '00:00' },
      { weekday: 1, open: false, opens: '', closes: '' },
    ];
    for (const day of cases) {
      const [row] = weekForApi([day]);
      const server = openingHoursProblem({
        weekday: row!.weekday,
        closed: row!.closed,
        opensMinute: row!.closed ? 0 : toMinute(row!.opens!),
        closesMinute: row!.closed ? 0 : toMinute(row!.closes!),
      });
      expect(dayProblem(day)).toBe(server);
    }
    expect(dayProblem({ weekday: 1, open: true, opens: '', closes: '20:00' })).toBe('INVALID_HOURS');
  });
});
