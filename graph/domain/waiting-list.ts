// The waiting list (docs/product.md § Booking rules): a client whose time is full asks to be called
// back for a day, a window of arrival times, a stop type and a headcount. When capacity frees, the
// first entry that now fits is offered a time for a while; one click books it, or the offer passes on.
// Plain rules here; graph/services/waiting-list does the I/O, under the day lock.
import type { StopType, WaitingListStatus } from '../generated/prisma/enums.ts';
import { coachesProblem, type CoachesProblem } from './arrival-capacity/config.ts';
import { instantToLocal, parseLocalDate, parseLocalTime, type LocalDate } from './local-time.ts';
import { guestsProblem, lastBookableDate, LEAD_TIME_HOURS, seatsProblem, type ReservationFieldError } from './reservation-rules.ts';

export type { WaitingListStatus };

/** Entries still in play: waiting for a place, or holding an open offer. */
export const OPEN_STATUSES = ['WAITING', 'OFFERED'] as const satisfies readonly WaitingListStatus[];

/** One client keeps at most this many open entries for one day (more would only crowd others out). */
export const MAX_OPEN_ENTRIES_PER_DAY = 3;

/** Below this many hours to arrival the shorter, last-day offer time applies. */
export const LAST_DAY_HOURS = 24;

export interface WaitingListInput {
  /** Local date 'YYYY-MM-DD'. */
  day: string;
  /** Local times 'HH:MM': the earliest and the latest arrival the group could take. */
  windowStart: string;
  windowEnd: string;
  type: StopType;
  guests: number;
  seatReservation: boolean;
  coaches?: number | null;
}

export type WaitingListField = 'day' | 'windowStart' | 'windowEnd' | 'guests' | 'seatReservation' | 'coaches';
export type WaitingListFieldError = ReservationFieldError | 'WINDOW_INVALID' | CoachesProblem;

export interface ValidEntry {
  day: LocalDate;
  windowStartMinute: number;
  windowEndMinute: number;
  type: StopType;
  guests: number;
  seatReservation: boolean;
  coaches: number;
}

/**
 * What an entry may be: a local day from today within the booking horizon, a window on that day
 * (start ≤ end), the usual guest range and seat rule, and coaches as a client may book them.
 */
export function checkEntry(input: WaitingListInput, now: Date): { errors: Partial<Record<WaitingListField, WaitingListFieldError>>; entry: ValidEntry | null } {
  const errors: Partial<Record<WaitingListField, WaitingListFieldError>> = {};
  const today = instantToLocal(now).date;
  const day = parseLocalDate(input.day);
  if (!day) errors.day = 'INVALID_DATE';
  else if (day < today) errors.day = 'ARRIVAL_IN_PAST';
  else if (day > lastBookableDate(today)) errors.day = 'TOO_FAR_AHEAD';
  const start = parseLocalTime(input.windowStart);
  const end = parseLocalTime(input.windowEnd);
  if (start === null) errors.windowStart = 'INVALID_TIME';
  if (end === null) errors.windowEnd = 'INVALID_TIME';
  else if (start !== null && start > end) errors.windowEnd = 'WINDOW_INVALID';
  const guests = guestsProblem(input.guests);
  if (guests) errors.guests = guests;
  const seats = seatsProblem(input.type, input.seatReservation);
  if (seats) errors.seatReservation = seats;
  const coaches = input.coaches ?? 1;
  const coachError = guests ? null : coachesProblem(coaches, input.guests, false);
  if (coachError) errors.coaches = coachError;
  if (Object.keys(errors).length || !day || start === null || end === null) return { errors, entry: null };
  return {
    errors,
    entry: { day, windowStartMinute: start, windowEndMinute: end, type: input.type, guests: input.guests, seatReservation: input.seatReservation, coaches },
  };
}

export function isOpen(status: WaitingListStatus): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}

/** Whether a client may add one more entry for a day it already has `openOnDay` open entries for. */
export function mayJoin(openOnDay: number): boolean {
  return openOnDay < MAX_OPEN_ENTRIES_PER_DAY;
}

// ————— the list's order —————

export interface Queued {
  id: string;
  createdAt: Date;
  /** How many offers it has had: an entry whose offer passed goes behind those never offered. */
  offerVersion: number;
}

/**
 * First come, first offered; an entry that declined or let an offer expire waits again, behind the
 * entries that have not had one yet (otherwise it would be offered the same place at once).
 */
export function compareQueued(a: Queued, b: Queued): number {
  return a.offerVersion - b.offerVersion || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The first time of the day's outlook that is open now and inside the window, or null. */
export function firstTimeInWindow(times: ReadonlyArray<{ minute: number; state: string }>, window: { windowStartMinute: number; windowEndMinute: number }): number | null {
  const fit = times.find((t) => t.state === 'OPEN' && t.minute >= window.windowStartMinute && t.minute <= window.windowEndMinute);
  return fit ? fit.minute : null;
}

// ————— how long an offer stays open —————

export interface OfferSettings {
  waitlistOfferHours: number;
  waitlistLastDayOfferHours: number;
}

/**
 * Until when an offer made now for this arrival stays open: the manager's offer time (the shorter
 * last-day one when the arrival is under 24 h away), never past the moment a client could still book
 * it (arrival minus the stop's lead time). Null when that moment has passed: nothing can be offered.
 */
export function offerExpiry(now: Date, arrivalAt: Date, type: StopType, settings: OfferSettings): Date | null {
  const untilArrival = arrivalAt.getTime() - now.getTime();
  const hours = untilArrival < LAST_DAY_HOURS * 3_600_000 ? settings.waitlistLastDayOfferHours : settings.waitlistOfferHours;
  const bookableUntil = arrivalAt.getTime() - LEAD_TIME_HOURS[type] * 3_600_000;
  const expiry = Math.min(now.getTime() + hours * 3_600_000, bookableUntil);
  return expiry > now.getTime() ? new Date(expiry) : null;
}

// ————— states —————

const TRANSITIONS: Readonly<Record<WaitingListStatus, readonly WaitingListStatus[]>> = {
  WAITING: ['OFFERED', 'LEFT', 'ENDED'],
  // Declined or expired: WAITING again; booked; left; or the day passed.
  OFFERED: ['BOOKED', 'WAITING', 'LEFT', 'ENDED'],
  BOOKED: [],
  LEFT: [],
  ENDED: [],
};

export function mayMove(from: WaitingListStatus, to: WaitingListStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** What an offer link finds: usable, or why not. */
export type OfferLinkState = 'VALID' | 'BOOKED' | 'EXPIRED' | 'WITHDRAWN' | 'UNKNOWN';

export function offerLinkState(entry: { status: WaitingListStatus; offerVersion: number; offerExpiresAt: Date | null } | null, version: number, now: Date): OfferLinkState {
  if (!entry) return 'UNKNOWN';
  if (entry.offerVersion !== version) return 'WITHDRAWN';
  if (entry.status === 'BOOKED') return 'BOOKED';
  if (entry.status !== 'OFFERED') return entry.status === 'WAITING' ? 'EXPIRED' : 'WITHDRAWN';
  if (!entry.offerExpiresAt || entry.offerExpiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'VALID';
}

/** Whether the day of an entry has passed (it ends, offered or not). */
export function dayPassed(day: LocalDate, now: Date): boolean {
  return day < instantToLocal(now).date;
}
