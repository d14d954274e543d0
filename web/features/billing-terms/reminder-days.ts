// The reminder schedule as the manager types it ("7, 21": days after the due date), read into the
// numbers the server takes and checked by the domain's rule. Empty: no reminders.
import { reminderDaysProblem } from '../../../graph/domain/payments.ts';

export function reminderDaysFromText(text: string): { ok: true; days: number[] } | { ok: false; problem: 'INVALID' | NonNullable<ReturnType<typeof reminderDaysProblem>> } {
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  if (parts.some((p) => !/^\d{1,3}$/.test(p))) return { ok: false, problem: 'INVALID' };
  const days = parts.map(Number);
  const problem = reminderDaysProblem(days);
  return problem ? { ok: false, problem } : { ok: true, days };
}
