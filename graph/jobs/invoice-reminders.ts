// The overdue-invoice follow-up, run by every app instance: each round marks invoices newly found
// overdue (the invoice.overdue webhook, once) and sends the reminders their schedule says are due
// (graph/services/billing/reminders.ts claims each once across instances). Reminders are counted in
// days, so a round every INVOICE_REMINDER_POLL_MS is plenty; an idle round is one statement.
import type { Services } from '../context.ts';
import { runInvoiceCollection, type CollectionRound } from '../services/billing/reminders.ts';
import { recordJobFailure, recordJobRun } from './heartbeats.ts';
import { startPeriodicRound } from './periodic.ts';

/** Its name in the job heartbeats (graph/jobs/heartbeats.ts) and on /metrics. */
export const INVOICE_REMINDERS_JOB = 'invoice-reminders';
export const INVOICE_REMINDER_POLL_MS = 15 * 60 * 1000;

export async function runInvoiceReminderRound(services: Pick<Services, 'prisma' | 'now' | 'log'>): Promise<CollectionRound> {
  try {
    const round = await runInvoiceCollection(services);
    recordJobRun(INVOICE_REMINDERS_JOB);
    return round;
  } catch (error) {
    recordJobFailure(INVOICE_REMINDERS_JOB);
    throw error;
  }
}

export function startInvoiceReminderJobs(services: Pick<Services, 'prisma' | 'now' | 'log'>, intervalMs = INVOICE_REMINDER_POLL_MS): { stop(): Promise<void> } {
  return startPeriodicRound({ name: INVOICE_REMINDERS_JOB, intervalMs, failure: 'invoice reminder round failed' }, services.log, () => runInvoiceReminderRound(services));
}
