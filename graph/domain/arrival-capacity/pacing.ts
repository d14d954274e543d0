// Pacing: how many guests and coaches may arrive in one slot of the day (15 or 30 minutes), so the
// counter, the toilets and the car park are not swamped by three coaches at 10:00. Arrivals are
// counted by their booked time. For each scope — both stop types together, and the booking's own
// type — the most specific rule that applies to the day counts: a seasonal rule before a year-round
// one, a weekday rule before an every-day one; of equally specific rules the lowest limit.
import type { StopType } from '../../generated/prisma/enums.ts';
import { isoWeekday, type LocalDate } from '../local-time.ts';
import type { PacingRuleConfig } from './config.ts';
import { inSeason, isAllYear } from './season.ts';

export interface SlotArrival {
  type: StopType;
  guests: number;
  coaches: number;
  /** Local minute of the day it arrives (as booked). */
  minute: number;
}

export interface PacingLimit {
  /** Null: the limit counts both stop types together. */
  scope: StopType | null;
  maxGuests: number | null;
  maxCoaches: number | null;
}

export type PacingShortfall = 'PACING_GUESTS' | 'PACING_COACHES';

export function slotOf(minute: number, slotMinutes: number): number {
  return Math.floor(minute / slotMinutes);
}

function specificity(rule: PacingRuleConfig): number {
  return (isAllYear(rule.season) ? 0 : 2) + (rule.weekdays.length ? 1 : 0);
}

function applies(rule: PacingRuleConfig, date: LocalDate, weekday: number): boolean {
  return (rule.weekdays.length === 0 || rule.weekdays.includes(weekday)) && inSeason(date, rule.season);
}

function lowest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** The limits a booking of `type` arriving on `date` is held to (at most one per scope). */
export function pacingLimits(rules: readonly PacingRuleConfig[], date: LocalDate, type: StopType): PacingLimit[] {
  const weekday = isoWeekday(date);
  const limits: PacingLimit[] = [];
  for (const scope of [null, type] as const) {
    const matching = rules.filter((r) => r.stopType === scope && applies(r, date, weekday));
    if (!matching.length) continue;
    const best = Math.max(...matching.map(specificity));
    const chosen = matching.filter((r) => specificity(r) === best);
    limits.push({
      scope,
      maxGuests: chosen.map((r) => r.maxGuests).reduce(lowest, null),
      maxCoaches: chosen.map((r) => r.maxCoaches).reduce(lowest, null),
    });
  }
  return limits;
}

/** What a new arrival would break in its slot, given the arrivals already booked in that slot. */
export function pacingShortfalls(limits: readonly PacingLimit[], inSlot: readonly SlotArrival[], arrival: SlotArrival): PacingShortfall[] {
  const shortfalls = new Set<PacingShortfall>();
  for (const limit of limits) {
    let guests = arrival.guests;
    let coaches = arrival.coaches;
    for (const other of inSlot) {
      if (limit.scope !== null && other.type !== limit.scope) continue;
      guests += other.guests;
      coaches += other.coaches;
    }
    if (limit.maxGuests !== null && guests > limit.maxGuests) shortfalls.add('PACING_GUESTS');
    if (limit.maxCoaches !== null && coaches > limit.maxCoaches) shortfalls.add('PACING_COACHES');
  }
  return [...shortfalls];
}
