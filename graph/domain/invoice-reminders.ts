// When an unpaid invoice's next reminder goes out, for people to see ("next reminder on …"). The
// job sends what graph/domain/payments.ts reminderDue says; this answers the same schedule ahead of
// time: the step reminderDue would send today if one is due, else the next step still to come.
import type { LocalDate } from './local-time.ts';
import { reminderDay, reminderDue } from './payments.ts';

/** Why a paused invoice's reminders are paused: a short note for staff (bounded like any text). */
export const REMINDER_PAUSE_REASON_MAX_LENGTH = 300;

/** The day the next reminder is due (today when one is due and not yet sent), or null when none is left. */
export function nextReminderOn(dueDate: LocalDate, today: LocalDate, reminderDays: readonly number[], sentSteps: readonly number[]): LocalDate | null {
  if (reminderDue(dueDate, today, reminderDays, sentSteps)) return today;
  const last = sentSteps.length ? Math.max(...sentSteps) : -1;
  for (let step = last + 1; step < reminderDays.length; step++) {
    const day = reminderDay(dueDate, reminderDays[step]!);
    if (day > today) return day;
  }
  return null;
}
