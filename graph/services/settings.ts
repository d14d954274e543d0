// The manager's operating settings: seat capacity, stop durations, the slot grid, weekly opening
// hours and closed days. Changes apply to new bookings; existing ones keep what they were booked
// with, and the answers say which days now need a look (over capacity, or closed with bookings).
import type { Services } from '../context.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { publicContentTransaction } from './public-content.ts';
import { CLOSED_DAY_REASON_MAX_LENGTH, openingHoursProblem, settingsProblems, type DayHours, type OperatingSettings } from '../domain/content-rules.ts';
import { dateToDb, instantToLocal, parseLocalDate, parseLocalTime, type LocalDate } from '../domain/local-time.ts';
import { HOLDING_STATUSES } from '../domain/reservation-status.ts';
import { staffOverview } from './staff-overview.ts';

type SettingsServices = Pick<Services, 'prisma' | 'now' | 'publicContent'>;

export async function updateOperatingSettings(
  services: SettingsServices,
  staffId: string,
  input: OperatingSettings,
  language: Language,
): Promise<{ settings: OperatingSettings; overbookedDays: LocalDate[] }> {
  const problems = settingsProblems(input);
  if (Object.keys(problems).length) throw new AppError('VALIDATION', language, { detail: { fields: problems } });
  const settings = await publicContentTransaction(services, async (tx) => {
    const before = await tx.settings.findUniqueOrThrow({ where: { id: 1 } });
    const after = await tx.settings.update({ where: { id: 1 }, data: { ...input, updatedById: staffId } });
    await audit(tx, {
      action: 'settings.changed',
      actor: { kind: 'STAFF', id: staffId },
      detail: { from: { seatCapacity: before.seatCapacity, longStopMinutes: before.longStopMinutes, shortStopMinutes: before.shortStopMinutes, slotMinutes: before.slotMinutes }, to: { ...input } },
    });
    return after;
  });
  // Lowering the capacity does not cancel bookings: it tells the manager where staff must act.
  const { load } = await staffOverview(services, 90);
  return {
    settings: { seatCapacity: settings.seatCapacity, longStopMinutes: settings.longStopMinutes, shortStopMinutes: settings.shortStopMinutes, slotMinutes: settings.slotMinutes },
    overbookedDays: load.filter((day) => day.peakSeats > settings.seatCapacity).map((day) => day.date),
  };
}

export interface OpeningDayInput {
  weekday: number;
  closed: boolean;
  opens?: string | null;
  closes?: string | null;
}

function toMinutes(text: string | null | undefined): number {
  if (text === '24:00') return 24 * 60;
  return parseLocalTime(text) ?? -1;
}

export async function setOpeningHours(services: SettingsServices, staffId: string, days: OpeningDayInput[], language: Language): Promise<void> {
  const rows: DayHours[] = days.map((d) => ({ weekday: d.weekday, closed: d.closed, opensMinute: d.closed ? 0 : toMinutes(d.opens), closesMinute: d.closed ? 0 : toMinutes(d.closes) }));
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  for (const row of rows) {
    const problem = openingHoursProblem(row) ?? (seen.has(row.weekday) ? 'DUPLICATE' : null);
    if (problem) fields[`weekday${row.weekday}`] = problem;
    seen.add(row.weekday);
  }
  if (Object.keys(fields).length) throw new AppError('VALIDATION', language, { detail: { fields } });
  await publicContentTransaction(services, async (tx) => {
    for (const row of rows) {
      await tx.openingHours.upsert({ where: { weekday: row.weekday }, create: row, update: row });
    }
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { openingHours: rows.map((r) => ({ ...r })) } });
  });
}

/** Closes a day; answers how many open reservations fall on it (staff coordinate with those groups). */
export async function setClosedDay(services: SettingsServices, staffId: string, date: string, reason: string | null, language: Language): Promise<number> {
  const day = parseLocalDate(date);
  if (!day) throw new AppError('VALIDATION', language, { detail: { fields: { date: 'INVALID_DATE' } } });
  if (day < instantToLocal(services.now()).date) throw new AppError('VALIDATION', language, { detail: { fields: { date: 'IN_THE_PAST' } } });
  const cleanReason = reason?.trim().slice(0, CLOSED_DAY_REASON_MAX_LENGTH) || null;
  return publicContentTransaction(services, async (tx) => {
    await tx.closedDay.upsert({ where: { day: dateToDb(day) }, create: { day: dateToDb(day), reason: cleanReason }, update: { reason: cleanReason } });
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { closedDay: day, reason: cleanReason } });
    return tx.reservation.count({ where: { arrivalDay: dateToDb(day), status: { in: [...HOLDING_STATUSES] } } });
  });
}

export async function removeClosedDay(services: SettingsServices, staffId: string, date: string, language: Language): Promise<void> {
  const day = parseLocalDate(date);
  if (!day) throw new AppError('VALIDATION', language, { detail: { fields: { date: 'INVALID_DATE' } } });
  await publicContentTransaction(services, async (tx) => {
    await tx.closedDay.deleteMany({ where: { day: dateToDb(day) } });
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { reopenedDay: day } });
  });
}
