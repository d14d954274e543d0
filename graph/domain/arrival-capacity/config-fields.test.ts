// The settings forms' field-by-field checks (config.ts, end): each wrong value is named on its own
// field, with the code the server answers and the web page shows.
import { describe, expect, it } from 'vitest';
import { arrivalSettingsProblems, combinationsProblems, pacingRuleFieldProblems, roomFieldProblems } from './config.ts';

const ALL_YEAR = { start: null, end: null };

describe('the arrival settings, field by field', () => {
  const valid = { pacingSlotMinutes: 15, coachBays: 0, bayTurnaroundMinutes: 10, waitlistOfferHours: 12, waitlistLastDayOfferHours: 2 };

  it('accept the defaults and the bounds', () => {
    expect(arrivalSettingsProblems(valid)).toEqual({});
    expect(arrivalSettingsProblems({ pacingSlotMinutes: 30, coachBays: 50, bayTurnaroundMinutes: 120, waitlistOfferHours: 72, waitlistLastDayOfferHours: 24 })).toEqual({});
  });

  it('name each wrong one', () => {
    expect(arrivalSettingsProblems({ pacingSlotMinutes: 20, coachBays: -1, bayTurnaroundMinutes: 121, waitlistOfferHours: 73, waitlistLastDayOfferHours: 0 })).toEqual({
      pacingSlotMinutes: 'PACING_SLOT_INVALID',
      coachBays: 'COACH_BAYS_INVALID',
      bayTurnaroundMinutes: 'COACH_BAYS_INVALID',
      waitlistOfferHours: 'OFFER_HOURS_INVALID',
      waitlistLastDayOfferHours: 'OFFER_HOURS_INVALID',
    });
    expect(arrivalSettingsProblems({ ...valid, coachBays: 1.5 })).toEqual({ coachBays: 'COACH_BAYS_INVALID' });
  });

  it('keep the last day’s offer no longer than the usual one', () => {
    expect(arrivalSettingsProblems({ ...valid, waitlistOfferHours: 3, waitlistLastDayOfferHours: 4 })).toEqual({ waitlistLastDayOfferHours: 'OFFER_HOURS_INVALID' });
    expect(arrivalSettingsProblems({ ...valid, waitlistOfferHours: 4, waitlistLastDayOfferHours: 4 })).toEqual({});
  });
});

describe('a pacing rule, field by field', () => {
  const rule = { stopType: null, weekdays: [], season: ALL_YEAR, maxGuests: null, maxCoaches: 2 };

  it('needs one limit at least, each within its bound', () => {
    expect(pacingRuleFieldProblems(rule)).toEqual({});
    expect(pacingRuleFieldProblems({ ...rule, maxCoaches: null })).toEqual({ maxGuests: 'PACING_RULE_EMPTY', maxCoaches: 'PACING_RULE_EMPTY' });
    expect(pacingRuleFieldProblems({ ...rule, maxGuests: 1001, maxCoaches: 51 })).toEqual({ maxGuests: 'PACING_LIMIT_INVALID', maxCoaches: 'PACING_LIMIT_INVALID' });
  });

  it('names bad weekdays and the wrong end of a season', () => {
    expect(pacingRuleFieldProblems({ ...rule, weekdays: [1, 1] })).toEqual({ weekdays: 'WEEKDAYS_INVALID' });
    expect(pacingRuleFieldProblems({ ...rule, weekdays: [0] })).toEqual({ weekdays: 'WEEKDAYS_INVALID' });
    expect(pacingRuleFieldProblems({ ...rule, season: { start: '11-15', end: '03-15' } })).toEqual({});
    expect(pacingRuleFieldProblems({ ...rule, season: { start: '02-30', end: '03-15' } })).toEqual({ seasonStart: 'SEASON_INVALID' });
    expect(pacingRuleFieldProblems({ ...rule, season: { start: null, end: '03-15' } })).toEqual({ seasonStart: 'SEASON_INVALID' });
    expect(pacingRuleFieldProblems({ ...rule, season: { start: '06-01', end: null } })).toEqual({ seasonEnd: 'SEASON_INVALID' });
    expect(pacingRuleFieldProblems({ ...rule, season: { start: '06-01', end: '13-01' } })).toEqual({ seasonEnd: 'SEASON_INVALID' });
  });
});

describe('a room, field by field', () => {
  const room = { nameEn: 'Terrace', nameSl: 'Terasa', seats: 40, position: 0, season: { start: '05-01', end: '09-30' } };

  it('names each wrong field', () => {
    expect(roomFieldProblems(room)).toEqual({});
    expect(roomFieldProblems({ ...room, nameEn: ' ', nameSl: 'x'.repeat(61), seats: 0, position: 10_001 })).toEqual({
      nameEn: 'ROOM_NAME_INVALID',
      nameSl: 'ROOM_NAME_INVALID',
      seats: 'ROOM_SEATS_INVALID',
      position: 'OUT_OF_RANGE',
    });
  });
});

describe('joined sets', () => {
  const rooms = new Set(['a', 'b', 'c']);

  it('are 2 to 6 different existing rooms, each set once', () => {
    expect(combinationsProblems([['a', 'b'], ['a', 'b', 'c']], rooms)).toEqual({});
    expect(combinationsProblems([['a'], ['a', 'a'], ['a', 'x'], ['b', 'c'], ['c', 'b']], rooms)).toEqual({
      combination1: 'COMBINATION_INVALID',
      combination2: 'COMBINATION_INVALID',
      combination3: 'COMBINATION_INVALID',
      combination5: 'COMBINATION_INVALID',
    });
  });
});
