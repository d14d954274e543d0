// A long stop's pre-ordered meals: the client sets them until the deadline, staff at any time while
// the reservation is open. One transaction under the arrival day's lock and the reservation's row
// lock (so a headcount edit and a meals change cannot pass each other): the rules of
// graph/domain/meals.ts, the stored pre-order, an EDITED history entry, the audit entry and the mail
// to the other party; after the commit the staff queues hear of it live. The kitchen's totals are
// one read of the day's open long stops.
import type { Services } from '../context.ts';
import { Prisma, type Reservation } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { enqueueMail, notify } from '../mail/outbox.ts';
import { enqueueWebhooks } from '../webhooks/outbox.ts';
import { dateFromDb, dateToDb, type LocalDate } from '../domain/local-time.ts';
import { HOLDING_STATUSES, isFinal } from '../domain/reservation-status.ts';
import { isUuid } from '../domain/text-rules.ts';
import {
  checkMealPreorder,
  clientMayPreorder,
  estimatePrice,
  guestsNeededForMeals,
  kitchenTotals,
  parseMealPreorder,
  preorderChanges,
  preorderDeadline,
  PREORDER_DEADLINE_MAX_HOURS,
  takesMeals,
  type KitchenHour,
  type KitchenTotals,
  type MealPreorderInput,
  type PriceEstimate,
} from '../domain/meals.ts';
import { assertVersion, lockReservation, withDayLock } from './reservation-locks.ts';
import { recipientsWith } from './reservation-recipients.ts';
import { actingMember, link, LIST_PATH, panelPath, publish, staffNoticeRecipient, type RequestMeta, type ReservationServices } from './reservation-notices.ts';
import { publicContentTransaction } from './public-content.ts';

export type MealActor = { kind: 'CLIENT'; clientId: string } | { kind: 'STAFF'; staffId: string };

export interface MealSettings {
  preorderDeadlineHours: number;
  crewMealsFree: boolean;
}

export async function readMealSettings(db: Pick<Services['prisma'], 'settings'>): Promise<MealSettings> {
  const s = await db.settings.findUniqueOrThrow({ where: { id: 1 }, select: { mealPreorderDeadlineHours: true, crewMealsFree: true } });
  return { preorderDeadlineHours: s.mealPreorderDeadlineHours, crewMealsFree: s.crewMealsFree };
}

/**
 * Refuses a headcount below what the reservation's pre-order needs (MEALS_EXCEED_GUESTS, with
 * extensions.minimumGuests). Every path that changes the guests calls it: staff edits here, and a
 * client's reconfirmed headcount.
 */
export function assertMealsFitGuests(reservation: Pick<Reservation, 'mealPreorder'>, guests: number, language: Language): void {
  const needed = guestsNeededForMeals(parseMealPreorder(reservation.mealPreorder));
  if (guests < needed) throw new AppError('MEALS_EXCEED_GUESTS', language, { detail: { minimumGuests: needed } });
}

/** The estimate of a stored reservation: its quoted per-guest price, its pre-order, today's crew rule. */
export function reservationEstimate(r: Pick<Reservation, 'guests' | 'quotedPriceCents' | 'mealPreorder'>, crewMealsFree: boolean): PriceEstimate {
  const p = parseMealPreorder(r.mealPreorder);
  return estimatePrice({ guests: r.guests, perGuestCents: r.quotedPriceCents, dishes: p?.dishes, crewMeals: p ? p.driverMeals + p.guideMeals : 0, crewMealsFree });
}

/**
 * Sets (or, with nothing ordered, removes) a long stop's pre-order. A client only for its own
 * reservation and until the deadline; staff for any open one. An unchanged pre-order changes
 * nothing (no history, no mail).
 */
export async function setMealPreorder(
  services: ReservationServices,
  actor: MealActor,
  reservationId: string,
  input: MealPreorderInput,
  options: { expectedVersion?: number | null },
  meta: RequestMeta,
): Promise<Reservation> {
  const { language } = meta;
  if (!isUuid(reservationId)) throw new AppError('NOT_FOUND', language);
  const now = services.now();
  const first = await services.prisma.reservation.findUnique({ where: { id: reservationId }, select: { arrivalDay: true, clientId: true } });
  // Another organisation's reservation does not exist, as far as this client knows.
  if (!first || (actor.kind === 'CLIENT' && first.clientId !== actor.clientId)) throw new AppError('NOT_FOUND', language);
  const [settings, staffInbox] = await Promise.all([readMealSettings(services.prisma), staffNoticeRecipient(services)]);

  const result = await withDayLock(services, [dateFromDb(first.arrivalDay)], async (tx) => {
    const current = await lockReservation(tx, reservationId, { webhookEvent: 'RESERVATION_UPDATED' });
    if (!current) throw new AppError('NOT_FOUND', language);
    if (options.expectedVersion != null) assertVersion(current, options.expectedVersion, language);
    if (isFinal(current.status)) throw new AppError('RESERVATION_CLOSED', language);
    // Before the deadline check: a short stop has no meals at any time.
    if (!takesMeals(current.type)) throw new AppError('NOT_A_LONG_STOP', language);
    if (actor.kind === 'CLIENT' && !clientMayPreorder(current.arrivalAt, settings.preorderDeadlineHours, now)) {
      throw new AppError('PREORDER_DEADLINE_PASSED', language, { detail: { deadline: preorderDeadline(current.arrivalAt, settings.preorderDeadlineHours).toISOString() } });
    }
    const menu = await tx.menuItem.findMany({
      where: { id: { in: input.dishes.map((d) => d.menuItemId).filter(isUuid) } },
      select: { id: true, stopType: true, active: true, nameEn: true, nameSl: true, priceCents: true },
    });
    const before = parseMealPreorder(current.mealPreorder);
    const check = checkMealPreorder(input, current, menu, before);
    if (check.error) throw new AppError(check.error.code, language, { detail: check.error.field ? { field: check.error.field } : {} });
    const after = check.preorder;
    const changes = preorderChanges(before, after);
    if (!Object.keys(changes).length) return { saved: current, changed: false };

    const { client: org } = current;
    const staffId = actor.kind === 'STAFF' ? actor.staffId : null;
    const memberId = actor.kind === 'CLIENT' ? actingMember(meta, org.id) : null;
    const saved = await tx.reservation.update({
      where: { id: reservationId },
      data: { mealPreorder: after ? (after as unknown as Prisma.InputJsonValue) : Prisma.DbNull, version: { increment: 1 }, updatedAt: now },
    });
    await tx.reservationEvent.create({ data: { reservationId, kind: 'EDITED', changes, actorKind: actor.kind, actorStaffId: staffId, actorMemberId: memberId, createdAt: now } });
    await audit(tx, {
      action: 'reservation.updated',
      actor: staffId ? { kind: 'STAFF', id: staffId } : { kind: 'CLIENT', id: org.id, memberId },
      subject: { type: 'Reservation', id: reservationId },
      ip: meta.ip,
      detail: { orderNumber: saved.orderNumber, fields: Object.keys(changes) },
    });
    const facts = { orderNumber: saved.orderNumber, arrival: saved.arrivalAt, guests: saved.guests, preorder: after, estimate: reservationEstimate(saved, settings.crewMealsFree), currency: saved.currency };
    if (actor.kind === 'STAFF') {
      // Staff changed it: the organisation hears, and the member who booked it.
      for (const recipient of recipientsWith(org, current.booker)) {
        await enqueueMail(
          tx,
          { to: recipient.email, language: recipient.language, template: 'reservation.meals_changed', clientId: org.id, data: { ...facts, name: recipient.name, listUrl: link(services, LIST_PATH) } },
          { now },
        );
      }
    } else {
      await enqueueMail(
        tx,
        { to: staffInbox.email, language: staffInbox.language, template: 'reservation.meals_staff_notice', data: { ...facts, client: org.name, panelUrl: link(services, panelPath(saved.orderNumber)) } },
        { now },
      );
    }
    await enqueueWebhooks(tx, { event: 'RESERVATION_UPDATED', reservation: saved }, now, current.endpoints);
    return { saved, changed: true };
  });
  if (result.changed) {
    notify();
    publish(services, 'EDITED', result.saved, actor.kind === 'STAFF' ? { kind: 'STAFF', staffId: actor.staffId } : { kind: 'CLIENT' });
  }
  return result.saved;
}

// ————— the manager's settings —————

export async function updateMealSettings(
  services: Pick<Services, 'prisma' | 'now' | 'publicContent'>,
  staffId: string,
  input: MealSettings,
  language: Language,
): Promise<MealSettings> {
  const hours = input.preorderDeadlineHours;
  if (!Number.isInteger(hours) || hours < 0 || hours > PREORDER_DEADLINE_MAX_HOURS) {
    throw new AppError('VALIDATION', language, { detail: { fields: { preorderDeadlineHours: 'OUT_OF_RANGE' } } });
  }
  return publicContentTransaction(services, async (tx) => {
    const before = await readMealSettings(tx);
    await tx.settings.update({ where: { id: 1 }, data: { mealPreorderDeadlineHours: hours, crewMealsFree: input.crewMealsFree, updatedById: staffId } });
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { from: { ...before }, to: { ...input } } });
    return { preorderDeadlineHours: hours, crewMealsFree: input.crewMealsFree };
  });
}

// ————— the kitchen —————

export interface KitchenDay {
  date: LocalDate;
  hours: KitchenHour[];
  totals: KitchenTotals;
}

/** Rows as the kitchen reads them (the day sheet reads the same columns in its own query). */
export function kitchenOf(date: LocalDate, rows: ReadonlyArray<{ arrivalAt: Date; guests: number; type: string; status: string; mealPreorder: Prisma.JsonValue }>): KitchenDay {
  const open = rows.filter((r) => r.type === 'LONG_STOP' && (HOLDING_STATUSES as readonly string[]).includes(r.status));
  const { hours, day } = kitchenTotals(open.map((r) => ({ arrivalAt: r.arrivalAt, guests: r.guests, preorder: parseMealPreorder(r.mealPreorder) })));
  return { date, hours, totals: day };
}

/** The kitchen's numbers for a local day: its open long stops, in one query whatever their number. */
export async function kitchenDay(services: Pick<Services, 'prisma'>, date: LocalDate): Promise<KitchenDay> {
  const rows = await services.prisma.reservation.findMany({
    where: { arrivalDay: dateToDb(date), status: { in: [...HOLDING_STATUSES] }, type: 'LONG_STOP' },
    orderBy: [{ arrivalAt: 'asc' }, { id: 'asc' }],
    select: { arrivalAt: true, guests: true, type: true, status: true, mealPreorder: true },
  });
  return kitchenOf(date, rows);
}
