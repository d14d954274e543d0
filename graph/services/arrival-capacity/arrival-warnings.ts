// What staff are warned of about one reservation's arrival: a reported delay that breaks the pacing
// of its new slot, runs into the next booking of its room, or into the next coach of its bay.
import type { Services } from '../../context.ts';

export const ARRIVAL_WARNINGS = ['PACING', 'ROOM_NEXT_BOOKING', 'BAY_NEXT_COACH'] as const;
export type ArrivalWarning = (typeof ARRIVAL_WARNINGS)[number];

/** The reservation as the warnings read it (its row). */
export interface ArrivalWarningSubject {
  id: string;
  arrivalAt: Date;
  etaAt: Date | null;
  durationMinutes: number;
  guests: number;
  coaches: number;
  bays: readonly number[];
}

/** None yet: filled by the capacity rules. */
export function arrivalWarnings(_services: Services, _reservation: ArrivalWarningSubject): Promise<ArrivalWarning[]> {
  return Promise.resolve([]);
}
