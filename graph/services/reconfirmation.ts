// Headcount reconfirmation (rules in graph/domain/reconfirmation.ts):
//  - sendDueReconfirmations: claims the reservations due to be asked and queues their mails, in one
//    transaction. The claim is a conditional UPDATE over rows taken with FOR UPDATE SKIP LOCKED, so
//    any number of app instances running it at once ask each reservation exactly once;
//  - the link (no sign-in): a one-time token stored hashed, bound to the reservation and the
//    headcount it asked about, expiring at arrival. Confirming records a RECONFIRMED history step;
//    a new headcount goes through updateReservation, the path staff edits take (capacity and the
//    guest limits under the day lock, version, history, mail, live event), with the client as editor;
//  - sendDueDigest: the morning digest of the day's arrivals to the team inbox, claimed once per local
//    day by a row in staff_digests.
import type { Services } from '../context.ts';
import type { Prisma, Reservation } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { enqueueMail, notify } from '../mail/outbox.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { hit, RATE_RULES } from '../auth/rate-limit.ts';
import { dateToDb, formatMinute, instantToLocal, type LocalDate } from '../domain/local-time.ts';
import { HOLDING_STATUSES } from '../domain/reservation-status.ts';
import {
  digestDayDue,
  linkExpiry,
  linkState,
  reconfirmationSettingsProblems,
  reconfirmationWindow,
  type ReconfirmationLinkState,
  type ReconfirmationSettings,
} from '../domain/reconfirmation.ts';
import { reservationFacts } from './reservations-mail.ts';
import { driverLinkOf } from './driver-link/renew.ts';
import { updateReservation } from './reservations/edit-reservation.ts';
import { reservationRecipients } from './reservation-recipients.ts';
import { actingMember, publish, staffNoticeRecipient, type RequestMeta, type ReservationServices } from './reservation-notices.ts';

export type ReconfirmationServices = ReservationServices;
type Tx = Prisma.TransactionClient;
type Db = Services['prisma'] | Tx;

const PURPOSE = 'RESERVATION_RECONFIRMATION' as const;
/** Reservations asked per transaction; a fuller round is followed at once by another. */
export const RECONFIRMATION_BATCH = 50;

// ————— settings —————

export async function readReconfirmationSettings(db: Db): Promise<ReconfirmationSettings> {
  const row = await db.settings.findUniqueOrThrow({
    where: { id: 1 },
    select: { reconfirmHoursBefore: true, staffDigestEnabled: true, staffDigestHour: true },
  });
  return row;
}

export async function updateReconfirmationSettings(
  services: Pick<Services, 'prisma'>,
  staffId: string,
  input: ReconfirmationSettings,
  language: Language,
): Promise<ReconfirmationSettings> {
  const problems = reconfirmationSettingsProblems(input);
  if (Object.keys(problems).length) throw new AppError('VALIDATION', language, { detail: { fields: problems } });
  return services.prisma.$transaction(async (tx) => {
    const before = await readReconfirmationSettings(tx);
    await tx.settings.update({ where: { id: 1 }, data: { ...input, updatedById: staffId } });
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { from: { ...before }, to: { ...input } } });
    return { ...input };
  });
}

// ————— asking —————

const linkUrl = (services: Pick<Services, 'config'>, token: string, change = false) =>
  `${services.config.publicUrl}/reconfirm/${token}${change ? '?change=1' : ''}`;

/**
 * Asks every reservation that is due (at most `batch` per call): claims it, issues its link and
 * queues its mail, all in one transaction. Answers how many were asked.
 */
export async function sendDueReconfirmations(services: ReconfirmationServices, batch = RECONFIRMATION_BATCH): Promise<number> {
  const now = services.now();
  const { reconfirmHoursBefore: hours } = await readReconfirmationSettings(services.prisma);
  const window = reconfirmationWindow(now, hours);
  if (!window) return 0;
  const asked = await services.prisma.$transaction(async (tx) => {
    // The conditions are isDueForReconfirmation's, in SQL; the repeated IS NULL in the outer WHERE
    // is what a second instance re-checks after waiting for a row the first one claimed.
    const claimed = await tx.$queryRaw<Array<{ id: string }>>`
      UPDATE reservations SET reconfirmation_requested_at = ${now}::timestamptz
      WHERE id IN (
        SELECT id FROM reservations
        WHERE status IN ('CREATED', 'WAITING', 'SCHEDULED')
          AND reconfirmation_requested_at IS NULL
          AND arrival_at > ${window.from}::timestamptz AND arrival_at <= ${window.to}::timestamptz
          AND created_at <= arrival_at - make_interval(hours => ${hours}::int)
        ORDER BY arrival_at, id
        LIMIT ${batch}::int
        FOR UPDATE SKIP LOCKED)
      AND reconfirmation_requested_at IS NULL
      RETURNING id`;
    const rows: Reservation[] = [];
    for (const { id } of claimed) {
      const r = await tx.reservation.findUniqueOrThrow({ where: { id }, include: { client: true } });
      const { client: org, ...reservation } = r;
      const token = newSecret();
      await tx.oneTimeToken.create({
        data: { purpose: PURPOSE, tokenHash: hashSecret(token), reservationId: id, reservationGuests: r.guests, expiresAt: linkExpiry(r.arrivalAt), createdAt: now },
      });
      // The organisation and the member who booked it are asked; whichever answers first uses the link.
      for (const recipient of await reservationRecipients(tx, org, reservation.bookedByMemberId)) {
        await enqueueMail(
          tx,
          {
            to: recipient.email,
            language: recipient.language,
            clientId: org.id,
            template: 'reservation.reconfirm',
            data: {
              ...reservationFacts(reservation, org),
              name: recipient.name,
              confirmUrl: linkUrl(services, token),
              changeUrl: linkUrl(services, token, true),
              driverUrl: driverLinkOf(services, reservation),
            },
          },
          { now },
        );
      }
      rows.push(reservation);
    }
    return rows;
  });
  if (asked.length) {
    notify();
    // Staff queues show "asked"; no version change (nothing staff edit has changed).
    for (const r of asked) publish(services, 'EDITED', r, { kind: 'CLIENT' });
    services.log.info('reconfirmations requested', { count: asked.length });
  }
  return asked.length;
}

// ————— the link —————

export interface ReconfirmationLinkView {
  state: ReconfirmationLinkState;
  reservation: (Reservation & { clientName: string }) | null;
  /** The headcount the mail asked about. */
  askedGuests: number | null;
  usedAt: Date | null;
}

function tokenShapeOk(token: string): boolean {
  return !!token && token.length <= 200;
}

async function readLink(db: Db, token: string, now: Date): Promise<{ view: ReconfirmationLinkView; tokenId: string | null }> {
  const row = tokenShapeOk(token)
    ? await db.oneTimeToken.findUnique({ where: { tokenHash: hashSecret(token) }, include: { reservation: { include: { client: { select: { name: true } } } } } })
    : null;
  if (!row || row.purpose !== PURPOSE || !row.reservation) {
    return { view: { state: 'UNKNOWN', reservation: null, askedGuests: null, usedAt: null }, tokenId: null };
  }
  const { client, ...reservation } = row.reservation;
  const state = linkState({ usedAt: row.usedAt, expiresAt: row.expiresAt, askedGuests: row.reservationGuests, reservation }, now);
  return {
    view: { state, reservation: { ...reservation, clientName: client.name }, askedGuests: row.reservationGuests, usedAt: row.usedAt },
    tokenId: row.id,
  };
}

async function limitAddress(services: Pick<Services, 'prisma'>, meta: RequestMeta, now: Date): Promise<void> {
  const decision = await hit(services.prisma, `reconfirm:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.reconfirmationPerIp, now);
  if (!decision.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: decision.retryAfterSeconds } });
}

function linkError(state: ReconfirmationLinkState, language: Language): AppError {
  return new AppError('RECONFIRMATION_LINK_INVALID', language, { detail: { state } });
}

/** What a link opens onto (the page shows the reservation and, while it works, the two answers). */
export async function reconfirmationLink(services: Pick<Services, 'prisma' | 'now'>, token: string, meta: RequestMeta): Promise<ReconfirmationLinkView> {
  const now = services.now();
  await limitAddress(services, meta, now);
  return (await readLink(services.prisma, token, now)).view;
}

/** The link as it is now, without counting it against the address (after an answer). */
export async function viewLink(services: Pick<Services, 'prisma' | 'now'>, token: string): Promise<ReconfirmationLinkView> {
  return (await readLink(services.prisma, token, services.now())).view;
}

/**
 * Uses the link inside a transaction that has locked the reservation: refuses unless it still works,
 * then marks it used (a conditional update: of two clicks at once, one wins).
 */
async function useLink(tx: Tx, token: string, now: Date, language: Language): Promise<void> {
  const { view, tokenId } = await readLink(tx, token, now);
  if (view.state !== 'VALID' || !tokenId) throw linkError(view.state, language);
  const { count } = await tx.oneTimeToken.updateMany({ where: { id: tokenId, usedAt: null }, data: { usedAt: now } });
  if (count !== 1) throw linkError('USED', language);
}

async function reservationOfLink(services: Pick<Services, 'prisma' | 'now'>, token: string, language: Language): Promise<Reservation> {
  const { view } = await readLink(services.prisma, token, services.now());
  if (view.state !== 'VALID' || !view.reservation) throw linkError(view.state, language);
  return view.reservation;
}

/** The client confirms the headcount: a RECONFIRMED step in the history, reconfirmed_at, a live event. */
export async function confirmHeadcount(services: ReconfirmationServices, token: string, meta: RequestMeta): Promise<Reservation> {
  await limitAddress(services, meta, services.now());
  return confirm(services, token, meta);
}

async function confirm(services: ReconfirmationServices, token: string, meta: RequestMeta): Promise<Reservation> {
  const now = services.now();
  const { id } = await reservationOfLink(services, token, meta.language);
  const saved = await services.prisma.$transaction(async (tx) => {
    // The reservation first, as every edit locks it: a staff change under way finishes before.
    await tx.$queryRaw`SELECT id FROM reservations WHERE id = ${id}::uuid FOR UPDATE`;
    await useLink(tx, token, now, meta.language);
    const updated = await tx.reservation.update({ where: { id }, data: { reconfirmedAt: now, version: { increment: 1 }, updatedAt: now } });
    // The history records it (no audit entry: the audit log is for staff and sign-in actions, and
    // a client's headcount answer is the reservation's own story).
    // A member signed in for the organisation is named; the mailed link alone names nobody.
    await tx.reservationEvent.create({ data: { reservationId: id, kind: 'RECONFIRMED', actorKind: 'CLIENT', actorMemberId: actingMember(meta, updated.clientId), createdAt: now } });
    return updated;
  });
  publish(services, 'RECONFIRMED', saved, { kind: 'CLIENT' });
  return saved;
}

/**
 * The client answers with another headcount: the same edit staff make (updateReservation), with the
 * client as editor; the link is used up inside that transaction, so a refused change (no seats, out
 * of the guest limits, fewer than the meals pre-ordered) leaves it usable. The same number confirms.
 */
export async function changeHeadcount(services: ReconfirmationServices, token: string, guests: number, meta: RequestMeta): Promise<Reservation> {
  const now = services.now();
  await limitAddress(services, meta, now);
  const current = await reservationOfLink(services, token, meta.language);
  if (guests === current.guests) return confirm(services, token, meta);
  return updateReservation(
    services,
    { kind: 'CLIENT', clientId: current.clientId },
    current.id,
    { guests },
    {
      expectedVersion: current.version,
      withinTransaction: async (tx) => {
        await useLink(tx, token, now, meta.language);
        return { reconfirmedAt: now };
      },
    },
    meta,
  );
}

// ————— the morning digest —————

export interface DigestResult {
  day: LocalDate;
  arrivals: number;
}

/**
 * Sends the day's digest if it is due and nobody sent it yet: the staff_digests row for the local day
 * is the claim, written in the transaction that queues the mail. Days without arrivals send nothing
 * (staff would learn to ignore an empty mail) but are claimed all the same.
 */
export async function sendDueDigest(services: ReconfirmationServices): Promise<DigestResult | null> {
  const now = services.now();
  const settings = await readReconfirmationSettings(services.prisma);
  const day = digestDayDue(now, settings);
  if (!day) return null;
  if (await services.prisma.staffDigest.findUnique({ where: { day: dateToDb(day) }, select: { day: true } })) return null;
  const recipient = await staffNoticeRecipient(services);
  const result = await services.prisma.$transaction(async (tx) => {
    const claimed = await tx.$executeRaw`INSERT INTO staff_digests (day, arrivals, sent_at) VALUES (${dateToDb(day)}::date, 0, ${now}::timestamptz) ON CONFLICT (day) DO NOTHING`;
    if (claimed !== 1) return null;
    const rows = await tx.reservation.findMany({
      where: { arrivalDay: dateToDb(day), status: { in: [...HOLDING_STATUSES] } },
      orderBy: [{ arrivalAt: 'asc' }, { id: 'asc' }],
      include: { client: { select: { name: true } } },
    });
    await tx.staffDigest.update({ where: { day: dateToDb(day) }, data: { arrivals: rows.length } });
    if (rows.length) {
      await enqueueMail(
        tx,
        {
          to: recipient.email,
          language: recipient.language,
          template: 'staff.digest',
          data: {
            day: rows[0]!.arrivalAt,
            arrivals: rows.map((r) => ({
              time: formatMinute(instantToLocal(r.arrivalAt).minute),
              orderNumber: r.orderNumber,
              client: r.client.name,
              type: r.type,
              guests: r.guests,
              reconfirmed: !!r.reconfirmedAt,
              asked: !!r.reconfirmationRequestedAt,
            })),
            queueUrl: `${services.config.publicUrl}/adminis/day-sheet?date=${day}`,
          },
        },
        { now },
      );
    }
    return { day, arrivals: rows.length };
  });
  if (result?.arrivals) notify();
  return result;
}

/** For tests and the staff area: whether a day's digest went out. */
export async function digestSent(db: Db, day: LocalDate): Promise<boolean> {
  return !!(await db.staffDigest.findUnique({ where: { day: dateToDb(day) } }));
}
