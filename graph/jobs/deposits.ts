// The unpaid-deposit job, run by every app instance: each round tells of the deposit requests past
// their due date (graph/services/deposits/overdue.ts claims each one once across instances). Due
// dates are whole days, so a round every DEPOSIT_POLL interval (an hour by default) is plenty, and an
// idle round is one indexed query.
import type { ReservationServices } from '../services/reservation-notices.ts';
import { notifyOverdueDeposits, OVERDUE_BATCH, type OverdueServices } from '../services/deposits/overdue.ts';
import { recordJobFailure, recordJobRun } from './heartbeats.ts';
import { startPeriodicRound } from './periodic.ts';

/** Its name in the job heartbeats (graph/jobs/heartbeats.ts) and on /metrics. */
export const DEPOSIT_OVERDUE_JOB = 'deposit-overdue';
export const DEPOSIT_POLL_MS = 60 * 60 * 1000;

export async function runDepositOverdueRound(services: OverdueServices): Promise<number> {
  try {
    let total = 0;
    for (;;) {
      const count = await notifyOverdueDeposits(services, OVERDUE_BATCH);
      total += count;
      if (count < OVERDUE_BATCH) break;
    }
    recordJobRun(DEPOSIT_OVERDUE_JOB);
    return total;
  } catch (error) {
    recordJobFailure(DEPOSIT_OVERDUE_JOB);
    throw error;
  }
}

export function startDepositJobs(services: ReservationServices, intervalMs = DEPOSIT_POLL_MS): { stop(): Promise<void> } {
  return startPeriodicRound({ name: DEPOSIT_OVERDUE_JOB, intervalMs, failure: 'unpaid deposit round failed' }, services.log, () => runDepositOverdueRound(services));
}
