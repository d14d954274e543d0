// The driver's live link: how long it works, what a driver may report and the arrival a report makes
// expected. Pure rules: the service (graph/services/driver-link/) signs, checks and stores; the
// driver's page (web/driver/) imports only bounds.ts and languages.ts, which import nothing.
import { DELAY_MINUTES, ETA_EARLIEST_BEFORE_MINUTES, ETA_LATEST_AFTER_MINUTES } from './bounds.ts';
import { addDays, boundaryInstant, formatMinute, instantToLocal, localToInstant, parseLocalTime } from '../local-time.ts';
import { delayMinutes, expectedAt } from '../arrivals/arrival-state.ts';

export type DriverState = 'EXPECTED' | 'ON_TIME' | 'DELAYED' | 'ARRIVED';

/** The JWT audience of a driver link: no other signed token opens the driver's page. */
export const DRIVER_LINK_AUDIENCE = 'driver';
/** The page's path; the token follows it. */
export const DRIVER_PATH_PREFIX = '/driver/';

/**
 * Until when a link works: the end of the local day after arrival, so a late coach (or one that
 * arrives after midnight) can still say so, and the link is dead soon after the trip.
 */
export function driverLinkValidUntil(arrivalAt: Date): Date {
  return boundaryInstant(addDays(instantToLocal(arrivalAt).date, 2), 0);
}

export function driverLinkExpired(arrivalAt: Date, now: Date): boolean {
  return now.getTime() >= driverLinkValidUntil(arrivalAt).getTime();
}

export type DriverReport =
  | { kind: 'ON_TIME' }
  | { kind: 'DELAYED'; delayMinutes: number }
  | { kind: 'ETA'; time: string }
  | { kind: 'ARRIVED' };

export type DriverReportProblem = 'DELAY_OUT_OF_RANGE' | 'INVALID_TIME' | 'NONEXISTENT_TIME' | 'ETA_OUT_OF_RANGE' | 'TOO_EARLY_TO_ARRIVE';

export interface DriverOutcome {
  state: Exclude<DriverState, 'EXPECTED'>;
  /** The arrival now expected (null: as booked). */
  etaAt: Date | null;
}

/**
 * What a report means for the reservation, or why it cannot be taken. A new ETA is a wall time on
 * the arrival day (what the driver reads on the dashboard clock), within −3 h … +10 h of the
 * booking; at or before the booked time it means "on time". "We have arrived" is taken from the
 * arrival day on, and records the moment as the real arrival.
 */
export function applyDriverReport(report: DriverReport, arrivalAt: Date, now: Date): { ok: true; outcome: DriverOutcome } | { ok: false; problem: DriverReportProblem } {
  switch (report.kind) {
    case 'ON_TIME':
      return { ok: true, outcome: { state: 'ON_TIME', etaAt: null } };
    case 'DELAYED': {
      const n = report.delayMinutes;
      if (!Number.isInteger(n) || n < DELAY_MINUTES.min || n > DELAY_MINUTES.max) return { ok: false, problem: 'DELAY_OUT_OF_RANGE' };
      return { ok: true, outcome: { state: 'DELAYED', etaAt: new Date(arrivalAt.getTime() + n * 60_000) } };
    }
    case 'ETA': {
      const minute = parseLocalTime(report.time);
      if (minute === null) return { ok: false, problem: 'INVALID_TIME' };
      const resolved = localToInstant(instantToLocal(arrivalAt).date, minute);
      if (!resolved.ok) return { ok: false, problem: 'NONEXISTENT_TIME' };
      const offset = (resolved.instant.getTime() - arrivalAt.getTime()) / 60_000;
      if (offset < -ETA_EARLIEST_BEFORE_MINUTES || offset > ETA_LATEST_AFTER_MINUTES) return { ok: false, problem: 'ETA_OUT_OF_RANGE' };
      return { ok: true, outcome: offset > 0 ? { state: 'DELAYED', etaAt: resolved.instant } : { state: 'ON_TIME', etaAt: resolved.instant } };
    }
    case 'ARRIVED':
      if (instantToLocal(now).date < instantToLocal(arrivalAt).date) return { ok: false, problem: 'TOO_EARLY_TO_ARRIVE' };
      return { ok: true, outcome: { state: 'ARRIVED', etaAt: now } };
  }
}

/** Minutes later than booked the group is expected (negative: early; 0 with no report or "on time"). */
export function impliedDelayMinutes(arrivalAt: Date, etaAt: Date | null): number {
  return delayMinutes({ arrivalAt, etaAt }) ?? 0;
}

/** The arrival staff should expect: the driver's ETA, else the booked time. */
export function expectedArrival(arrivalAt: Date, etaAt: Date | null): Date {
  return expectedAt({ arrivalAt, etaAt });
}

/** HH:MM in the restaurant's time zone, as the page shows times. */
export function localTime(instant: Date): string {
  return formatMinute(instantToLocal(instant).minute);
}
