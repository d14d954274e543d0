import { describe, expect, it } from 'vitest';
import { differences, historyValue, snapshotOf, type Snapshot } from './changes.ts';

const BEFORE: Snapshot = {
  version: 1,
  status: 'CREATED',
  type: 'LONG_STOP',
  guests: 40,
  seatReservation: true,
  arrivalDay: '2026-07-18',
  arrivalLocalTime: '12:30',
  responsibleFirstName: 'Marko',
  responsibleLastName: 'Novak',
  wishes: null,
  staffNote: null,
};

describe('what someone else changed', () => {
  it('is nothing when only the version moved', () => {
    expect(differences(BEFORE, { ...BEFORE, version: 2 })).toEqual([]);
  });

  it('lists each difference in reading order', () => {
    const after: Snapshot = { ...BEFORE, version: 3, status: 'SCHEDULED', arrivalLocalTime: '13:00', guests: 44, responsibleLastName: null, staffNote: 'See you!' };
    expect(differences(BEFORE, after)).toEqual([
      { field: 'status', from: 'CREATED', to: 'SCHEDULED' },
      { field: 'arrival', from: { day: '2026-07-18', time: '12:30' }, to: { day: '2026-07-18', time: '13:00' } },
      { field: 'guests', from: 40, to: 44 },
      { field: 'responsible', from: 'Marko Novak', to: 'Marko' },
      { field: 'staffNote', from: null, to: 'See you!' },
    ]);
  });

  it('treats missing and empty texts alike', () => {
    expect(differences(BEFORE, { ...BEFORE, wishes: '' })).toEqual([]);
    expect(snapshotOf({ ...BEFORE, wishes: undefined, staffNote: undefined })).toEqual(BEFORE);
  });
});

describe('history values', () => {
  it('are typed for display', () => {
    expect(historyValue('arrivalAt', '2026-07-18T10:30:00.000Z')).toEqual({ kind: 'instant', value: '2026-07-18T10:30:00.000Z' });
    expect(historyValue('seatReservation', 'false')).toEqual({ kind: 'boolean', value: false });
    expect(historyValue('guests', '42')).toEqual({ kind: 'number', value: 42 });
    expect(historyValue('wishes', 'vegan')).toEqual({ kind: 'text', value: 'vegan' });
    expect(historyValue('wishes', null)).toEqual({ kind: 'empty' });
    expect(historyValue('responsibleFirstName', '')).toEqual({ kind: 'empty' });
  });
});

describe('a changed stop type', () => {
  it('is a difference and a history value of its own', () => {
    expect(differences(BEFORE, { ...BEFORE, version: 2, type: 'SHORT_STOP', seatReservation: false })).toEqual([
      { field: 'type', from: 'LONG_STOP', to: 'SHORT_STOP' },
      { field: 'seatReservation', from: true, to: false },
    ]);
    expect(historyValue('type', 'SHORT_STOP')).toEqual({ kind: 'stopType', value: 'SHORT_STOP' });
    expect(historyValue('type', 'SOMETHING')).toEqual({ kind: 'text', value: 'SOMETHING' });
  });
});
