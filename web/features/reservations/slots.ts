// The edit form's time grid, as the server states it (dayAvailability for this edit), grouped by
// hour. The reservation's own time is always offered, even when it lies off today's grid (booked
// under older rules), so an edit of something else keeps it.

export { formatTime, parseTime } from '../../components/pickers/slots.ts';

/** The slots with `keep` added in its place (the reservation's current time), without duplicates. */
export function withTime(slots: readonly number[], keep: number | null): number[] {
  if (keep === null || slots.includes(keep)) return [...slots];
  return [...slots, keep].sort((a, b) => a - b);
}

/** The hours that have at least one slot, in order. */
export function hoursOf(slots: readonly number[]): number[] {
  return [...new Set(slots.map((minute) => Math.floor(minute / 60)))];
}

/** The slots of one hour. */
export function slotsInHour(slots: readonly number[], hour: number): number[] {
  return slots.filter((minute) => Math.floor(minute / 60) === hour);
}
