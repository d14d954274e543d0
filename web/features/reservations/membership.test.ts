import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from './filters.ts';
import { belongsTo, compareIn, homeView, insertionIndex, placement, type ReservationFacts } from './membership.ts';

const TODAY = '2026-07-18';

function reservation(patch: Partial<ReservationFacts> = {}): ReservationFacts {
  return {
    id: 'r1',
    status: 'CREATED',
    type: 'LONG_STOP',
    arrivalDay: '2026-07-20',
    arrivalAt: '2026-07-20T10:30:00.000Z',
    createdAt: '2026-07-15T08:00:00.000Z',
    orderNumber: 'K7M-Q4P',
    organisationId: 'org-1',
    ...patch,
  };
}

describe('which list a reservation belongs in', () => {
  it('follows the views’ states', () => {
    expect(belongsTo('PENDING', EMPTY_FILTER, reservation(), TODAY)).toBe(true);
    expect(belongsTo('PENDING', EMPTY_FILTER, reservation({ status: 'SCHEDULED' }), TODAY)).toBe(false);
    expect(belongsTo('CURRENT', EMPTY_FILTER, reservation({ status: 'SCHEDULED' }), TODAY)).toBe(true);
    expect(belongsTo('CURRENT', EMPTY_FILTER, reservation({ status: 'WAITING' }), TODAY)).toBe(true);
    expect(belongsTo('CURRENT', EMPTY_FILTER, reservation({ status: 'CREATED' }), TODAY)).toBe(false);
    expect(belongsTo('HISTORY', EMPTY_FILTER, reservation({ status: 'DELETED' }), TODAY)).toBe(true);
    for (const status of ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'] as const) {
      expect(belongsTo('ALL', EMPTY_FILTER, reservation({ status }), TODAY)).toBe(true);
    }
  });

  it('keeps the current list to arrivals from today on', () => {
    expect(belongsTo('CURRENT', EMPTY_FILTER, reservation({ status: 'SCHEDULED', arrivalDay: TODAY }), TODAY)).toBe(true);
    expect(belongsTo('CURRENT', EMPTY_FILTER, reservation({ status: 'SCHEDULED', arrivalDay: '2026-07-17' }), TODAY)).toBe(false);
  });

  it('narrows by every filter', () => {
    const r = reservation();
    expect(belongsTo('ALL', { ...EMPTY_FILTER, from: '2026-07-21' }, r, TODAY)).toBe(false);
    expect(belongsTo('ALL', { ...EMPTY_FILTER, from: '2026-07-20', to: '2026-07-20' }, r, TODAY)).toBe(true);
    expect(belongsTo('ALL', { ...EMPTY_FILTER, to: '2026-07-19' }, r, TODAY)).toBe(false);
    expect(belongsTo('ALL', { ...EMPTY_FILTER, type: 'SHORT_STOP' }, r, TODAY)).toBe(false);
    expect(belongsTo('ALL', { ...EMPTY_FILTER, statuses: ['WAITING'] }, r, TODAY)).toBe(false);
    expect(belongsTo('ALL', { ...EMPTY_FILTER, clientId: 'org-2' }, r, TODAY)).toBe(false);
    expect(belongsTo('ALL', { ...EMPTY_FILTER, clientId: 'org-1' }, r, TODAY)).toBe(true);
    expect(belongsTo('ALL', { ...EMPTY_FILTER, query: 'k7mq4p' }, r, TODAY)).toBe(true);
    expect(belongsTo('ALL', { ...EMPTY_FILTER, query: 'ABC-DEF' }, r, TODAY)).toBe(false);
    // An order number still being typed does not narrow the list.
    expect(belongsTo('ALL', { ...EMPTY_FILTER, query: 'AB' }, r, TODAY)).toBe(true);
  });

  it('names the list a state belongs to', () => {
    expect(homeView('CREATED', '2026-07-20', TODAY)).toBe('PENDING');
    expect(homeView('SCHEDULED', '2026-07-20', TODAY)).toBe('CURRENT');
    expect(homeView('WAITING', TODAY, TODAY)).toBe('CURRENT');
    expect(homeView('WAITING', '2026-07-01', TODAY)).toBe('ALL');
    expect(homeView('FINISHED', TODAY, TODAY)).toBe('HISTORY');
    expect(homeView('DELETED', '2026-07-20', TODAY)).toBe('HISTORY');
  });
});

describe('where it goes in the list', () => {
  const a = { id: 'a', createdAt: '2026-07-10T08:00:00Z', arrivalAt: '2026-07-20T08:00:00Z' };
  const b = { id: 'b', createdAt: '2026-07-11T08:00:00Z', arrivalAt: '2026-07-19T08:00:00Z' };
  const c = { id: 'c', createdAt: '2026-07-12T08:00:00Z', arrivalAt: '2026-07-21T08:00:00Z' };

  it('orders like the server: pending oldest booking first, current soonest, history latest, all newest', () => {
    const sorted = (view: Parameters<typeof compareIn>[0]) => [a, b, c].sort((x, y) => compareIn(view, x, y)).map((r) => r.id);
    expect(sorted('PENDING')).toEqual(['a', 'b', 'c']);
    expect(sorted('ALL')).toEqual(['c', 'b', 'a']);
    expect(sorted('CURRENT')).toEqual(['b', 'a', 'c']);
    expect(sorted('HISTORY')).toEqual(['c', 'a', 'b']);
    // Ties by id, like the server's cursor order.
    const twin = { ...a, id: 'a2' };
    expect(compareIn('PENDING', a, twin)).toBeLessThan(0);
    expect(compareIn('ALL', a, twin)).toBeGreaterThan(0);
  });

  it('puts a new booking on top of "all" and at the end of the pending queue', () => {
    const fresh = { id: 'z', createdAt: '2026-07-18T09:00:00Z', arrivalAt: '2026-07-25T08:00:00Z' };
    expect(insertionIndex('ALL', [c, b, a], fresh, true)).toBe(0);
    expect(insertionIndex('PENDING', [a, b, c], fresh, false)).toBe(3);
  });

  it('leaves a row that sorts after the loaded page to "show more"', () => {
    const fresh = { id: 'z', createdAt: '2026-07-18T09:00:00Z', arrivalAt: '2026-07-25T08:00:00Z' };
    expect(insertionIndex('PENDING', [a, b, c], fresh, true)).toBeNull();
  });
});

describe('what a loaded list does', () => {
  const rows = [
    { id: 'a', createdAt: '2026-07-10T08:00:00Z', arrivalAt: '2026-07-19T08:00:00Z' },
    { id: 'b', createdAt: '2026-07-11T08:00:00Z', arrivalAt: '2026-07-21T08:00:00Z' },
  ];

  it('inserts a newcomer in its place', () => {
    const r = reservation({ id: 'r', status: 'SCHEDULED', arrivalAt: '2026-07-20T10:30:00.000Z' });
    expect(placement('CURRENT', EMPTY_FILTER, r, TODAY, { others: rows, currentIndex: null, hasNextPage: false })).toEqual({ kind: 'insert', index: 1 });
  });

  it('removes one that left the list', () => {
    const r = reservation({ id: 'r', status: 'SCHEDULED' });
    expect(placement('PENDING', EMPTY_FILTER, r, TODAY, { others: rows, currentIndex: 0, hasNextPage: false })).toEqual({ kind: 'remove' });
    expect(placement('PENDING', EMPTY_FILTER, r, TODAY, { others: rows, currentIndex: null, hasNextPage: false })).toEqual({ kind: 'none' });
  });

  it('moves one whose arrival moved, and leaves one in place alone', () => {
    const r = reservation({ id: 'r', status: 'SCHEDULED', arrivalAt: '2026-07-22T10:30:00.000Z', arrivalDay: '2026-07-22' });
    expect(placement('CURRENT', EMPTY_FILTER, r, TODAY, { others: rows, currentIndex: 0, hasNextPage: false })).toEqual({ kind: 'move', index: 2 });
    expect(placement('CURRENT', EMPTY_FILTER, r, TODAY, { others: rows, currentIndex: 2, hasNextPage: false })).toEqual({ kind: 'none' });
  });

  it('drops one that moved beyond the loaded page', () => {
    const r = reservation({ id: 'r', status: 'SCHEDULED', arrivalAt: '2026-07-22T10:30:00.000Z', arrivalDay: '2026-07-22' });
    expect(placement('CURRENT', EMPTY_FILTER, r, TODAY, { others: rows, currentIndex: 0, hasNextPage: true })).toEqual({ kind: 'remove' });
  });
});
