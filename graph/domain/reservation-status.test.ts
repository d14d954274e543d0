import { describe, expect, it } from 'vitest';
import { canTransition, holdsSeats, isFinal, requiresNote, RESERVATION_STATUSES, TRANSITIONS } from './reservation-status.ts';

// Every pair, spelled out: the table in reservation-status.ts must say exactly this.
const ALLOWED = new Set([
  'CREATED→WAITING',
  'CREATED→SCHEDULED',
  'CREATED→DELETED',
  'WAITING→SCHEDULED',
  'WAITING→DELETED',
  'SCHEDULED→WAITING',
  'SCHEDULED→FINISHED',
  'SCHEDULED→DELETED',
]);

describe('reservation status machine', () => {
  for (const from of RESERVATION_STATUSES) {
    for (const to of RESERVATION_STATUSES) {
      const pair = `${from}→${to}`;
      it(`${ALLOWED.has(pair) ? 'allows' : 'refuses'} ${pair}`, () => {
        expect(canTransition(from, to)).toBe(ALLOWED.has(pair));
      });
    }
  }

  it('has final states with no way out', () => {
    expect(RESERVATION_STATUSES.filter(isFinal)).toEqual(['FINISHED', 'DELETED']);
    expect(TRANSITIONS.FINISHED).toEqual([]);
    expect(TRANSITIONS.DELETED).toEqual([]);
  });

  it('never moves into CREATED and never adds held seats', () => {
    for (const from of RESERVATION_STATUSES) {
      expect(canTransition(from, 'CREATED')).toBe(false);
      for (const to of TRANSITIONS[from]) {
        // A transition may release seats (to FINISHED or DELETED) but never take new ones.
        if (holdsSeats(to)) expect(holdsSeats(from)).toBe(true);
      }
    }
  });

  it('holds seats while open', () => {
    expect(RESERVATION_STATUSES.filter(holdsSeats)).toEqual(['CREATED', 'WAITING', 'SCHEDULED']);
  });

  it('asks for a note to the client only where the client needs a reason', () => {
    expect(RESERVATION_STATUSES.filter(requiresNote)).toEqual(['WAITING', 'DELETED']);
  });
});
