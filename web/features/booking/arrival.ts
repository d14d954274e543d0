// Which arrival days and times the wizard offers: the slot grid within the opening hours (pickers/
// slots.ts), minus closed days, minus times the lead time rules out (measured on the server's clock
// in real elapsed time, like graph/domain/reservation-rules.ts leadTimeProblem). Capacity is not
// known here: reservationAvailability tells it for the chosen time.
import { addDays, isoWeekday, type IsoDate } from '../../components/pickers/calendar.ts';
import { formatTime, isOpenDay, slotsForDay, type OpeningDay } from '../../components/pickers/slots.ts';
import { instantToLocal, localToInstant } from '../../components/reservation/ljubljana.ts';

export type StopType = 'SHORT_STOP' | 'LONG_STOP';

export interface StopRule {
  type: StopType;
  leadTimeHours: number;
  durationMinutes: number;
}

export interface ArrivalRules {
  slotMinutes: number;
  openingHours: readonly OpeningDay[];
  /** Extra closed days (holidays, private events). */
  closedDays: ReadonlySet<IsoDate>;
  /** The last day the calendar offers (closedDays are only known up to it). */
  lastDate: IsoDate;
}

export type SlotState = 'ok' | 'tooSoon';

export interface Slot {
  minute: number;
  /** 'HH:MM'. */
  time: string;
  state: SlotState;
}

export type DayState = 'ok' | 'closed' | 'tooSoon' | 'past' | 'tooFar';

function openingDay(rules: ArrivalRules, date: IsoDate): OpeningDay | undefined {
  const weekday = isoWeekday(date);
  return rules.openingHours.find((day) => day.weekday === weekday);
}

export function isClosed(rules: ArrivalRules, date: IsoDate): boolean {
  return !isOpenDay(openingDay(rules, date)) || rules.closedDays.has(date);
}

/** The earliest arrival instant a booking made at `now` may ask for. */
export function earliestArrival(stop: Pick<StopRule, 'leadTimeHours'>, now: Date): Date {
  return new Date(now.getTime() + stop.leadTimeHours * 3_600_000);
}

/**
 * Every arrival time the grid offers on `date` for this stop, each marked `tooSoon` when the lead
 * time has not got that far yet. Times that do not exist that day (spring forward) are left out.
 */
export function daySlots(rules: ArrivalRules, stop: StopRule, date: IsoDate, now: Date): Slot[] {
  if (rules.closedDays.has(date)) return [];
  const earliest = earliestArrival(stop, now).getTime();
  const slots: Slot[] = [];
  for (const minute of slotsForDay(openingDay(rules, date), rules.slotMinutes, stop.durationMinutes)) {
    const at = localToInstant(date, minute);
    if (!at) continue;
    slots.push({ minute, time: formatTime(minute), state: at.getTime() >= earliest ? 'ok' : 'tooSoon' });
  }
  return slots;
}

/** Whether a calendar day can be picked, and if not why (for its label). */
export function dayState(rules: ArrivalRules, stop: StopRule, date: IsoDate, now: Date): DayState {
  const today = instantToLocal(now).date;
  if (date < today) return 'past';
  if (date > rules.lastDate) return 'tooFar';
  if (isClosed(rules, date)) return 'closed';
  const slots = daySlots(rules, stop, date, now);
  if (slots.length === 0) return 'closed';
  return slots.some((slot) => slot.state === 'ok') ? 'ok' : 'tooSoon';
}

/** The first day from today on that can be picked (null when none until lastDate). */
export function firstBookableDate(rules: ArrivalRules, stop: StopRule, now: Date): IsoDate | null {
  for (let date = instantToLocal(now).date; date <= rules.lastDate; date = addDays(date, 1)) {
    if (dayState(rules, stop, date, now) === 'ok') return date;
  }
  return null;
}
