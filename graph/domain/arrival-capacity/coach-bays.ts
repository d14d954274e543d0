// Coach bays: each coach holds a bay from its arrival to the end of its stay plus a turnaround
// (manoeuvring, the next coach pulling in). A time with no free bay is full. Bays are numbered
// 1..N; a booking keeps the bays it was given (staff can move a coach). Coaches of bookings made
// before bays were managed have none assigned: they still take a bay, whichever is free.
import { peakSeats, type Interval } from '../capacity.ts';

export interface BayUse extends Interval {
  coaches: number;
  /** The bays it holds; fewer than `coaches` when some were never assigned. */
  bays: readonly number[];
}

/** The interval a coach holds its bay for. */
export function bayInterval(arrivalAt: number, durationMinutes: number, turnaroundMinutes: number): Interval {
  return { start: arrivalAt, end: arrivalAt + (durationMinutes + turnaroundMinutes) * 60_000 };
}

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The lowest-numbered bays `coaches` new coaches can take for the whole window, or null when there
 * are not enough: every bay it takes must be free of assigned coaches throughout, and the coaches
 * without a bay must still find one among those left.
 */
export function chooseBays(totalBays: number, uses: readonly BayUse[], window: Interval, coaches: number): number[] | null {
  if (coaches <= 0) return [];
  const taken = new Set<number>();
  const floating: Array<Interval & { seats: number }> = [];
  for (const use of uses) {
    if (!overlaps(use, window)) continue;
    for (const bay of use.bays) taken.add(bay);
    const unassigned = use.coaches - use.bays.length;
    if (unassigned > 0) floating.push({ start: use.start, end: use.end, seats: unassigned });
  }
  const free: number[] = [];
  for (let bay = 1; bay <= totalBays; bay++) if (!taken.has(bay)) free.push(bay);
  const floatingPeak = floating.length ? peakSeats(floating, window) : 0;
  if (free.length - floatingPeak < coaches) return null;
  return free.slice(0, coaches);
}

/** Whether a coach's bay is free for the window (staff moving a coach to another bay). */
export function bayFree(bay: number, uses: readonly BayUse[], window: Interval): boolean {
  return !uses.some((use) => overlaps(use, window) && use.bays.includes(bay));
}
