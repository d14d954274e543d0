// Where a group's arrival stands as staff read it: booked time, what the driver reported, the delay
// that implies. One reading for the queues, the order panel, the day sheet, the kitchen and the board.
import type { DriverState } from '../../generated/prisma/enums.ts';

export interface ArrivalFacts {
  arrivalAt: Date;
  etaAt: Date | null;
  driverState: DriverState;
}

/** Minutes the reported ETA is after the booked arrival (negative: early); null without an ETA. */
export function delayMinutes(facts: Pick<ArrivalFacts, 'arrivalAt' | 'etaAt'>): number | null {
  if (!facts.etaAt) return null;
  return Math.round((facts.etaAt.getTime() - facts.arrivalAt.getTime()) / 60_000);
}

/** When the group is expected now: the driver's ETA when given, else the booked time. */
export function expectedAt(facts: Pick<ArrivalFacts, 'arrivalAt' | 'etaAt'>): Date {
  return facts.etaAt ?? facts.arrivalAt;
}

/** The order arrivals are listed in on the board and the day sheet: by expected time, ties by booked time. */
export function byExpectedArrival<T extends Pick<ArrivalFacts, 'arrivalAt' | 'etaAt'>>(a: T, b: T): number {
  return expectedAt(a).getTime() - expectedAt(b).getTime() || a.arrivalAt.getTime() - b.arrivalAt.getTime();
}
