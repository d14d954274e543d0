// "Someone else changed it first": what is different between the reservation as a member of staff
// saw it and as it is now, in the words of the screen (status, stop type, arrival, guests, seats, responsible
// person, wishes, note to the client). Also the values of the history's edit entries, which the
// server sends as strings (numbers as digits, booleans as true/false, arrivals as ISO instants).
import type { Status, StopType } from './filters.ts';

export interface Snapshot {
  version: number;
  status: Status;
  type: StopType;
  guests: number;
  seatReservation: boolean;
  arrivalDay: string;
  arrivalLocalTime: string;
  responsibleFirstName: string | null;
  responsibleLastName: string | null;
  wishes: string | null;
  staffNote: string | null;
}

/** Anything with the snapshot's fields (optional texts may be missing). */
export type SnapshotSource = Omit<Snapshot, 'responsibleFirstName' | 'responsibleLastName' | 'wishes' | 'staffNote'> & {
  responsibleFirstName?: string | null;
  responsibleLastName?: string | null;
  wishes?: string | null;
  staffNote?: string | null;
};

export function snapshotOf(r: SnapshotSource): Snapshot {
  return {
    version: r.version,
    status: r.status,
    type: r.type,
    guests: r.guests,
    seatReservation: r.seatReservation,
    arrivalDay: r.arrivalDay,
    arrivalLocalTime: r.arrivalLocalTime,
    responsibleFirstName: r.responsibleFirstName ?? null,
    responsibleLastName: r.responsibleLastName ?? null,
    wishes: r.wishes ?? null,
    staffNote: r.staffNote ?? null,
  };
}

export type DifferenceField = 'status' | 'type' | 'arrival' | 'guests' | 'seatReservation' | 'responsible' | 'wishes' | 'staffNote';

export type Difference =
  | { field: 'status'; from: Status; to: Status }
  | { field: 'type'; from: StopType; to: StopType }
  | { field: 'arrival'; from: { day: string; time: string }; to: { day: string; time: string } }
  | { field: 'guests'; from: number; to: number }
  | { field: 'seatReservation'; from: boolean; to: boolean }
  | { field: 'responsible' | 'wishes' | 'staffNote'; from: string | null; to: string | null };

const person = (s: Snapshot) => [s.responsibleFirstName, s.responsibleLastName].filter((part) => part && part.trim()).join(' ') || null;

/** What changed, in reading order; empty when nothing people see changed. */
export function differences(before: Snapshot, after: Snapshot): Difference[] {
  const out: Difference[] = [];
  if (before.status !== after.status) out.push({ field: 'status', from: before.status, to: after.status });
  if (before.type !== after.type) out.push({ field: 'type', from: before.type, to: after.type });
  if (before.arrivalDay !== after.arrivalDay || before.arrivalLocalTime !== after.arrivalLocalTime) {
    out.push({ field: 'arrival', from: { day: before.arrivalDay, time: before.arrivalLocalTime }, to: { day: after.arrivalDay, time: after.arrivalLocalTime } });
  }
  if (before.guests !== after.guests) out.push({ field: 'guests', from: before.guests, to: after.guests });
  if (before.seatReservation !== after.seatReservation) out.push({ field: 'seatReservation', from: before.seatReservation, to: after.seatReservation });
  if (person(before) !== person(after)) out.push({ field: 'responsible', from: person(before), to: person(after) });
  if ((before.wishes ?? '') !== (after.wishes ?? '')) out.push({ field: 'wishes', from: before.wishes, to: after.wishes });
  if ((before.staffNote ?? '') !== (after.staffNote ?? '')) out.push({ field: 'staffNote', from: before.staffNote, to: after.staffNote });
  return out;
}

/** One value of a history edit, typed for display. */
export type HistoryValue =
  | { kind: 'empty' }
  | { kind: 'instant'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'stopType'; value: StopType }
  | { kind: 'text'; value: string };

export function historyValue(field: string, value: string | null | undefined): HistoryValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (field === 'arrivalAt' && !Number.isNaN(Date.parse(value))) return { kind: 'instant', value };
  if (field === 'seatReservation' && (value === 'true' || value === 'false')) return { kind: 'boolean', value: value === 'true' };
  if (field === 'guests' && /^\d+$/.test(value)) return { kind: 'number', value: Number(value) };
  if (field === 'type' && (value === 'SHORT_STOP' || value === 'LONG_STOP')) return { kind: 'stopType', value };
  return { kind: 'text', value };
}
