// Headcount reconfirmation: a set time before arrival the client is asked by mail whether the group
// still comes as booked, and answers with a link that needs no sign-in. The rules of when to ask,
// how long a link works and when the morning digest is due live here; the I/O is in
// graph/services/reconfirmation.ts.
import type { ReservationStatus } from '../generated/prisma/enums.ts';
import { formatMinute, instantToLocal, type LocalDate } from './local-time.ts';
import { HOLDING_STATUSES } from './reservation-status.ts';

export interface ReconfirmationSettings {
  /** Hours before arrival the mail goes out; 0 switches reconfirmation off. */
  reconfirmHoursBefore: number;
  /** Whether the team inbox gets a digest of the day's arrivals each morning. */
  staffDigestEnabled: boolean;
  /** The local (Europe/Ljubljana) hour the digest goes out, 0–23. */
  staffDigestHour: number;
}

export const RECONFIRMATION_DEFAULTS: ReconfirmationSettings = { reconfirmHoursBefore: 24, staffDigestEnabled: true, staffDigestHour: 7 };

/** A week at most: earlier, the group's plans are not settled enough to be worth asking. */
export const RECONFIRMATION_LIMITS = {
  reconfirmHoursBefore: { min: 0, max: 168 },
  staffDigestHour: { min: 0, max: 23 },
} as const;

/**
 * Closer to arrival than this nobody is asked: the coach is on the road, and a late change is a
 * phone call to staff. It also keeps a link from expiring (at arrival) minutes after it arrives.
 */
export const MIN_NOTICE_HOURS = 2;

export type ReconfirmationSettingsError = 'OUT_OF_RANGE';

export function reconfirmationSettingsProblems(
  settings: ReconfirmationSettings,
): Partial<Record<keyof ReconfirmationSettings, ReconfirmationSettingsError>> {
  const problems: Partial<Record<keyof ReconfirmationSettings, ReconfirmationSettingsError>> = {};
  const within = (value: number, { min, max }: { min: number; max: number }) => Number.isInteger(value) && value >= min && value <= max;
  if (!within(settings.reconfirmHoursBefore, RECONFIRMATION_LIMITS.reconfirmHoursBefore)) problems.reconfirmHoursBefore = 'OUT_OF_RANGE';
  if (!within(settings.staffDigestHour, RECONFIRMATION_LIMITS.staffDigestHour)) problems.staffDigestHour = 'OUT_OF_RANGE';
  return problems;
}

export interface ReconfirmationCandidate {
  status: ReservationStatus;
  arrivalAt: Date;
  createdAt: Date;
  reconfirmationRequestedAt: Date | null;
}

const HOUR = 3_600_000;

/**
 * The instants between which an arrival is due to be asked now: later than `from` (the minimum
 * notice) and no later than `to` (the window). Null when reconfirmation is off.
 */
export function reconfirmationWindow(now: Date, hoursBefore: number): { from: Date; to: Date } | null {
  if (hoursBefore <= MIN_NOTICE_HOURS) return null;
  return { from: new Date(now.getTime() + MIN_NOTICE_HOURS * HOUR), to: new Date(now.getTime() + hoursBefore * HOUR) };
}

/**
 * Whether a reservation is to be asked now. It is asked once, while open, when its arrival is within
 * the window and more than MIN_NOTICE_HOURS away. A reservation booked when its arrival was already
 * within the window is not asked: the booking itself is a fresh headcount (and staff mail the client
 * of every change anyway). One moved into the window later by staff is asked as soon as it is.
 */
export function isDueForReconfirmation(r: ReconfirmationCandidate, now: Date, hoursBefore: number): boolean {
  const window = reconfirmationWindow(now, hoursBefore);
  if (!window || r.reconfirmationRequestedAt) return false;
  if (!(HOLDING_STATUSES as readonly ReservationStatus[]).includes(r.status)) return false;
  if (r.arrivalAt <= window.from || r.arrivalAt > window.to) return false;
  return !bookedInsideWindow(r, hoursBefore);
}

export function bookedInsideWindow(r: Pick<ReconfirmationCandidate, 'arrivalAt' | 'createdAt'>, hoursBefore: number): boolean {
  return r.createdAt.getTime() > r.arrivalAt.getTime() - hoursBefore * HOUR;
}

/** A link works until the group's arrival: after it, the headcount is the one that came. */
export function linkExpiry(arrivalAt: Date): Date {
  return arrivalAt;
}

/** What a reconfirmation link opens onto. */
export type ReconfirmationLinkState =
  /** It works: confirm or change the headcount. */
  | 'VALID'
  /** Answered already (confirmed or changed). */
  | 'USED'
  /** The arrival has passed, or a newer mail replaced it. */
  | 'EXPIRED'
  /** The reservation is cancelled, declined or finished. */
  | 'CLOSED'
  /** Staff changed the headcount since the mail: the question no longer stands. */
  | 'CHANGED'
  /** No such link. */
  | 'UNKNOWN';

export interface LinkFacts {
  usedAt: Date | null;
  expiresAt: Date;
  /** The headcount the mail asked about. */
  askedGuests: number | null;
  reservation: { status: ReservationStatus; guests: number; arrivalAt: Date } | null;
}

/** The one place that decides whether a link may still be used (the page and the mutations ask it). */
export function linkState(link: LinkFacts | null, now: Date): ReconfirmationLinkState {
  if (!link?.reservation) return 'UNKNOWN';
  if (!(HOLDING_STATUSES as readonly ReservationStatus[]).includes(link.reservation.status)) return 'CLOSED';
  if (link.usedAt) return 'USED';
  if (link.expiresAt <= now || link.reservation.arrivalAt <= now) return 'EXPIRED';
  if (link.askedGuests !== null && link.askedGuests !== link.reservation.guests) return 'CHANGED';
  return 'VALID';
}

/**
 * A digest missed at its hour (every instance was down) still goes out this long after it; later
 * than that the day is under way and staff work from the queues.
 */
export const DIGEST_CATCH_UP_HOURS = 3;

/** The local day whose digest is due at `now`: from the set hour for DIGEST_CATCH_UP_HOURS; else null. */
export function digestDayDue(now: Date, settings: Pick<ReconfirmationSettings, 'staffDigestEnabled' | 'staffDigestHour'>): LocalDate | null {
  if (!settings.staffDigestEnabled) return null;
  const local = instantToLocal(now);
  const start = settings.staffDigestHour * 60;
  return local.minute >= start && local.minute < start + DIGEST_CATCH_UP_HOURS * 60 ? local.date : null;
}

// ————— the question —————

// The mail's subject and the link's page ask the same question with the same words; Slovenian
// needs the weekday in the accusative and the month in the genitive, which Intl does not give.
const SL_WEEKDAYS_ACCUSATIVE = ['v ponedeljek', 'v torek', 'v sredo', 'v četrtek', 'v petek', 'v soboto', 'v nedeljo'];
const SL_MONTHS_GENITIVE = ['januarja', 'februarja', 'marca', 'aprila', 'maja', 'junija', 'julija', 'avgusta', 'septembra', 'oktobra', 'novembra', 'decembra'];
const EN_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "at 12:30 on Saturday 28 November" / "ob 12:30 v soboto, 28. novembra" (Ljubljana time). */
export function whenInQuestion(language: 'en' | 'sl', at: Date): string {
  const local = instantToLocal(at);
  const [y, m, d] = local.date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const time = formatMinute(local.minute);
  return language === 'sl'
    ? `ob ${time} ${SL_WEEKDAYS_ACCUSATIVE[weekday]}, ${d}. ${SL_MONTHS_GENITIVE[m - 1]}`
    : `at ${time} on ${EN_WEEKDAYS[weekday]} ${d} ${EN_MONTHS[m - 1]}`;
}
