// What a reported delay (or an early ETA) breaks: the pacing of the slot the group now arrives in,
// the room it sits in when its stay runs into the next group there, the bay its coach holds when it
// runs into the next coach. Staff are warned; nothing is moved by itself. Other groups count at their
// booked times (their own reports warn about them).
import { peakSeats } from '../capacity.ts';
import { instantToLocal, type LocalDate } from '../local-time.ts';
import { bayInterval } from './coach-bays.ts';
import type { ArrivalConfig } from './config.ts';
import { pacingLimits, pacingShortfalls, slotOf } from './pacing.ts';
import type { DayBooking } from './placement.ts';

export const ARRIVAL_WARNINGS = ['PACING', 'ROOM_NEXT_BOOKING', 'BAY_NEXT_COACH'] as const;
export type ArrivalWarning = (typeof ARRIVAL_WARNINGS)[number];

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

export function delayWarnings(date: LocalDate, group: DayBooking, etaAt: Date, others: readonly DayBooking[], config: ArrivalConfig): ArrivalWarning[] {
  const eta = etaAt.getTime();
  if (eta === group.arrivalAt) return [];
  const warnings: ArrivalWarning[] = [];

  const etaMinute = instantToLocal(etaAt).date === date ? instantToLocal(etaAt).minute : null;
  if (etaMinute !== null && slotOf(etaMinute, config.pacingSlotMinutes) !== slotOf(group.minute, config.pacingSlotMinutes)) {
    const limits = pacingLimits(config.pacingRules, date, group.type);
    const inSlot = others.filter((other) => slotOf(other.minute, config.pacingSlotMinutes) === slotOf(etaMinute, config.pacingSlotMinutes));
    if (limits.length && pacingShortfalls(limits, inSlot, { ...group, minute: etaMinute }).length) warnings.push('PACING');
  }

  const stay = { start: eta, end: eta + group.durationMinutes * 60_000 };
  const rooms = new Map(config.rooms.map((room) => [room.id, room]));
  for (const placement of group.rooms) {
    const room = rooms.get(placement.roomId);
    if (!room) continue;
    const uses = others.flatMap((other) =>
      other.rooms.filter((r) => r.roomId === placement.roomId).map((r) => ({ start: other.arrivalAt, end: other.arrivalAt + other.durationMinutes * 60_000, seats: r.seats })),
    );
    if (uses.length && peakSeats(uses, stay) + placement.seats > room.seats) {
      warnings.push('ROOM_NEXT_BOOKING');
      break;
    }
  }

  if (config.coachBays > 0 && group.bays.length) {
    const window = bayInterval(eta, group.durationMinutes, config.bayTurnaroundMinutes);
    const clash = others.some(
      (other) => other.bays.some((bay) => group.bays.includes(bay)) && overlaps(window, bayInterval(other.arrivalAt, other.durationMinutes, config.bayTurnaroundMinutes)),
    );
    if (clash) warnings.push('BAY_NEXT_COACH');
  }
  return warnings;
}
