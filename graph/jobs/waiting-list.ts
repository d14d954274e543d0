// The waiting list's round, run by every app instance: ends entries whose day has passed, puts
// expired offers back to waiting, and offers freed places on every day with waiting entries
// (graph/services/waiting-list/offers.ts decides each day's offer under its capacity lock, so
// instances running it at once never offer a place twice). Every few minutes: an offer runs for
// hours, and the triggers after each change offer at once; the round catches what they missed.
import type { ReservationServices } from '../services/reservation-notices.ts';
import { runWaitingListRound } from '../services/waiting-list/offers.ts';
import { recordJobFailure, recordJobRun } from './heartbeats.ts';
import { startPeriodicRound } from './periodic.ts';

/** Its name in the job heartbeats (graph/jobs/heartbeats.ts) and on /metrics. */
export const WAITING_LIST_JOB = 'waiting-list';
export const WAITING_LIST_POLL_MS = 5 * 60 * 1000;

export async function runWaitingListJob(services: ReservationServices): Promise<number> {
  try {
    const offers = await runWaitingListRound(services);
    recordJobRun(WAITING_LIST_JOB);
    return offers;
  } catch (error) {
    recordJobFailure(WAITING_LIST_JOB);
    throw error;
  }
}

export function startWaitingListJobs(services: ReservationServices, intervalMs = WAITING_LIST_POLL_MS): { stop(): Promise<void> } {
  return startPeriodicRound({ name: WAITING_LIST_JOB, intervalMs, failure: 'waiting list round failed' }, services.log, () => runWaitingListJob(services));
}
