// The overdue-invoice follow-up, run by every app instance: each round marks invoices newly found
// overdue (the invoice.overdue webhook, once) and sends the reminders their schedule says are due
// (graph/services/billing/reminders.ts claims each once across instances). Reminders are counted in
// days, so a round every INVOICE_REMINDER_POLL_MS is plenty; an idle round is one statement.
import type { Services } from '../context.ts';
import { runInvoiceCollection, type CollectionRound } from '../services/billing/reminders.ts';
import { declareJob, recordJobFailure, recordJobRun } from './heartbeats.ts';

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
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  declareJob(INVOICE_REMINDERS_JOB, { expectedIntervalSeconds: intervalMs / 1000 });
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runInvoiceReminderRound(services)
        .catch((error: unknown) => services.log.error('invoice reminder round failed', { error }))
        .finally(() => {
          running = null;
          schedule(intervalMs);
        });
    }, ms);
    // The HTTP server keeps the process alive, never this.
    timer.unref();
  };
  // Not at once: start-up (migrations, the first requests) comes first.
  schedule(Math.min(intervalMs, 60_000));
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
