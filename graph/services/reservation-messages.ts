// A reservation's conversation: the client and staff post messages, and each side marks the thread
// read. One transaction per message writes the message, moves the thread's counters and read marks,
// and queues (or folds into) the other side's notification mail; after the commit the mail worker is
// woken and the live event published. A message never changes the reservation itself.
//
// Posting to one thread is serialised by its reservation_threads row (created with the first
// message, locked FOR UPDATE), so the message bound and the mail throttle hold under concurrency.
// Staff read state is shared by the team: the restaurant works one queue, and "a colleague has read
// it" is what the next person needs to know.
import type { Services } from '../context.ts';
import type { MessageSide, Client, Prisma, Reservation, ReservationMessage, ReservationThread } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { hit, RATE_RULES } from '../auth/rate-limit.ts';
import { enqueueMail, notify, type MailMessage } from '../mail/outbox.ts';
import { renderTemplate } from '../mail/templates.ts';
import { MAIL_QUOTED_MESSAGES } from '../mail/conversation-templates.ts';
import { isFinal } from '../domain/reservation-status.ts';
import { isUuid } from '../domain/text-rules.ts';
import { mailPlan, messageProblem, recipientOf, threadHasRoom, threadIsOpen } from '../domain/conversation.ts';
import { panelPath, staffNoticeRecipient } from './reservation-notices.ts';
import { reservationFacts } from './reservations-mail.ts';

export type MessageServices = Pick<Services, 'prisma' | 'db' | 'publicContent' | 'config' | 'pubsub' | 'now'>;

type Tx = Prisma.TransactionClient;
type Db = Services['prisma'] | Tx;

/** Who writes or reads: an organisation (its own reservations only) or a member of staff (any). */
export type Participant =
  /** memberId: the organisation's member who writes (a member's session; null for an API token). */
  { kind: 'client'; clientId: string; memberId?: string | null } | { kind: 'staff'; staffId: string };

export interface MessageMeta {
  language: Language;
}

const sideOf = (p: Participant): MessageSide => (p.kind === 'client' ? 'CLIENT' : 'STAFF');

const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** Where the client reads a reservation's thread: open ones on My reservations, closed in the history. */
export function clientThreadPath(r: Pick<Reservation, 'orderNumber' | 'status'>): string {
  const order = encodeURIComponent(r.orderNumber);
  return isFinal(r.status) ? `/user/info?conversation=${order}#history` : `/user/orders/current?conversation=${order}`;
}

/** The reservation, if this participant may see it (a client's other organisations' answer NOT_FOUND alike). */
async function visibleReservation(db: Db, who: Participant, reservationId: string, language: Language) {
  if (!isUuid(reservationId)) throw new AppError('NOT_FOUND', language);
  const r = await db.reservation.findUnique({ where: { id: reservationId }, include: { client: true } });
  if (!r || (who.kind === 'client' && r.clientId !== who.clientId)) throw new AppError('NOT_FOUND', language);
  return r;
}

/** The thread's row, created if needed, locked for this transaction. */
async function lockThread(tx: Tx, reservationId: string): Promise<ReservationThread> {
  await tx.$executeRaw`INSERT INTO reservation_threads (reservation_id) VALUES (${reservationId}::uuid) ON CONFLICT (reservation_id) DO NOTHING`;
  await tx.$queryRaw`SELECT reservation_id FROM reservation_threads WHERE reservation_id = ${reservationId}::uuid FOR UPDATE`;
  return tx.reservationThread.findUniqueOrThrow({ where: { reservationId } });
}

/** Messages of `side` the other side has not read: their number and the newest few, oldest first. */
async function unreadOf(tx: Tx, reservationId: string, side: MessageSide, readAt: Date | null) {
  const where = { reservationId, authorSide: side, ...(readAt ? { createdAt: { gt: readAt } } : {}) };
  const [count, newest] = await Promise.all([
    tx.reservationMessage.count({ where }),
    tx.reservationMessage.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: MAIL_QUOTED_MESSAGES }),
  ]);
  return { count, messages: newest.reverse().map((m) => ({ at: m.createdAt, text: m.body })) };
}

function notificationMail(
  services: MessageServices,
  r: Reservation,
  org: Client,
  to: MessageSide,
  staffInbox: { email: string; language: Language } | null,
  unread: { count: number; messages: Array<{ at: Date; text: string }> },
): MailMessage {
  const link = (path: string) => `${services.config.publicUrl}${path}`;
  if (to === 'CLIENT') {
    return {
      to: org.email,
      language: org.language,
      clientId: org.id,
      template: 'conversation.to_client',
      data: { ...reservationFacts(r, org), ...unread, threadUrl: link(clientThreadPath(r)) },
    };
  }
  return {
    to: staffInbox!.email,
    language: staffInbox!.language,
    template: 'conversation.to_staff',
    data: { orderNumber: r.orderNumber, arrival: r.arrivalAt, type: r.type, guests: r.guests, client: org.name, ...unread, panelUrl: link(panelPath(r.orderNumber)) },
  };
}

/** Rewrites a queued notification that no worker has picked up yet; false when it is already on its way. */
async function foldInto(tx: Tx, mailId: string, message: MailMessage): Promise<boolean> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT id FROM mail_outbox WHERE id = ${mailId}::uuid AND status = 'PENDING' AND attempts = 0 FOR UPDATE`;
  if (!rows.length) return false;
  const rendered = renderTemplate(message.template, message.language, message.data as never);
  await tx.mailOutbox.update({
    where: { id: mailId },
    data: { toAddress: message.to, language: message.language, subject: rendered.subject, textBody: rendered.text, htmlBody: rendered.html },
  });
  return true;
}

const mailFields = (side: MessageSide) => (side === 'CLIENT' ? ({ at: 'clientMailAt', id: 'clientMailId' } as const) : ({ at: 'staffMailAt', id: 'staffMailId' } as const));
const readField = (side: MessageSide) => (side === 'CLIENT' ? 'clientReadAt' : 'staffReadAt');

/**
 * Posts a message on a reservation. The body is trimmed and checked (graph/domain/conversation.ts);
 * the author is rate-limited; the thread must be open and have room. The author's side has read the
 * thread by writing in it. The other side is told by mail, at most once per MAIL_WINDOW_MINUTES:
 * messages in between are folded into the waiting mail.
 */
export async function postReservationMessage(
  services: MessageServices,
  author: Participant,
  reservationId: string,
  body: string,
  meta: MessageMeta,
): Promise<{ message: ReservationMessage; reservation: Reservation }> {
  const problem = messageProblem(body);
  if (problem) throw new AppError('VALIDATION', meta.language, { detail: { fields: { body: problem } } });
  const side = sideOf(author);
  const to = recipientOf(side);
  const now = services.now();
  const key = author.kind === 'client' ? `message:client:${author.clientId}` : `message:staff:${author.staffId}`;
  const decision = await hit(services.prisma, key, RATE_RULES.reservationMessages, now);
  if (!decision.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: decision.retryAfterSeconds } });
  const staffInbox = to === 'STAFF' ? await staffNoticeRecipient(services) : null;

  const result = await services.prisma.$transaction(async (tx) => {
    const r = await visibleReservation(tx, author, reservationId, meta.language);
    if (!threadIsOpen(r, now)) throw new AppError('CONVERSATION_CLOSED', meta.language);
    const thread = await lockThread(tx, r.id);
    if (!threadHasRoom(thread.messageCount)) throw new AppError('CONVERSATION_FULL', meta.language);
    const message = await tx.reservationMessage.create({
      data: {
        reservationId: r.id,
        clientId: r.clientId,
        authorSide: side,
        authorStaffId: author.kind === 'staff' ? author.staffId : null,
        authorMemberId: author.kind === 'client' ? (author.memberId ?? null) : null,
        body: body.trim(),
        createdAt: now,
      },
    });
    const { client: org, ...reservation } = r;
    const mail = notificationMail(services, reservation, org, to, staffInbox, await unreadOf(tx, r.id, side, thread[readField(to)]));
    const fields = mailFields(to);
    const waitingId = thread[fields.id];
    const last = thread[fields.at];
    let plan = mailPlan({ mailAt: last, waiting: waitingId !== null }, now);
    // A waiting mail a worker has already picked up cannot take this message: plan a new one.
    if (plan.kind === 'fold' && !(await foldInto(tx, waitingId!, mail))) plan = mailPlan({ mailAt: last, waiting: false }, now);
    let mailUpdate: Partial<ReservationThread> = {};
    let sendsNow = false;
    if (plan.kind === 'send') {
      const id = await enqueueMail(tx, mail, { now: plan.at });
      mailUpdate = { [fields.at]: plan.at, [fields.id]: id };
      sendsNow = plan.at.getTime() <= now.getTime();
    }
    await tx.reservationThread.update({
      where: { reservationId: r.id },
      data: {
        messageCount: { increment: 1 },
        ...(side === 'CLIENT' ? { lastClientMessageAt: now } : { lastStaffMessageAt: now }),
        [readField(side)]: now,
        ...mailUpdate,
      },
    });
    return { message, reservation, sendsNow };
  }, TRANSACTION_OPTIONS);

  if (result.sendsNow) notify();
  services.pubsub.publish('reservationMessage', {
    kind: 'POSTED',
    reservationId: result.reservation.id,
    clientId: result.reservation.clientId,
    side,
    messageId: result.message.id,
    at: now.toISOString(),
  });
  return { message: result.message, reservation: result.reservation };
}

/**
 * Marks a reservation's thread read for the reader's side (the client; or staff, for the whole team).
 * A notification to that side held back by the mail window is withdrawn: they have read it here.
 */
export async function markReservationMessagesRead(services: MessageServices, reader: Participant, reservationId: string, meta: MessageMeta): Promise<Reservation> {
  const side = sideOf(reader);
  const now = services.now();
  const { reservation, changed } = await services.prisma.$transaction(async (tx) => {
    const r = await visibleReservation(tx, reader, reservationId, meta.language);
    const existing = await tx.reservationThread.findUnique({ where: { reservationId: r.id } });
    // No thread yet, or nothing new since the last read: nothing to write and nobody to tell.
    const lastFromOther = side === 'CLIENT' ? existing?.lastStaffMessageAt : existing?.lastClientMessageAt;
    const readAt = existing?.[readField(side)] ?? null;
    if (!existing || !lastFromOther || (readAt && readAt >= lastFromOther)) return { reservation: r, changed: false };
    const thread = await lockThread(tx, r.id);
    const fields = mailFields(side);
    const waitingId = thread[fields.id];
    // Only a mail held for the end of its window: one due now was as good as sent when it was written.
    if (waitingId) await tx.mailOutbox.deleteMany({ where: { id: waitingId, status: 'PENDING', attempts: 0, nextAttemptAt: { gt: now } } });
    await tx.reservationThread.update({ where: { reservationId: r.id }, data: { [readField(side)]: now, [fields.id]: null } });
    return { reservation: r, changed: true };
  }, TRANSACTION_OPTIONS);
  const { client: _org, ...row } = reservation;
  if (changed) {
    services.pubsub.publish('reservationMessage', {
      kind: 'READ',
      reservationId: row.id,
      clientId: row.clientId,
      side,
      messageId: null,
      at: now.toISOString(),
    });
  }
  return row;
}

/**
 * The unread rule as SQL, for the reservation whose id is the SQL expression `reservationId`: the
 * other side's messages after `reader`'s read mark. A list read in one statement counts with it
 * beside each row; `unreadCounts` counts a set of reservations with the same rule.
 */
export function unreadCountSql(reader: MessageSide, reservationId: string): string {
  const from = recipientOf(reader);
  const readMark = reader === 'STAFF' ? 't.staff_read_at' : 't.client_read_at';
  return (
    `(SELECT count(*)::int FROM reservation_messages m LEFT JOIN reservation_threads t ON t.reservation_id = m.reservation_id ` +
    `WHERE m.reservation_id = ${reservationId} AND m.author_side = '${from === 'CLIENT' ? 'CLIENT' : 'STAFF'}' AND (${readMark} IS NULL OR m.created_at > ${readMark}))`
  );
}

/** Unread messages per reservation for one side (messages of the other side after its read mark). */
export async function unreadCounts(db: Db, reader: MessageSide, reservationIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(reservationIds.map((id) => [id, 0]));
  if (!reservationIds.length) return counts;
  const rows = await db.$queryRawUnsafe<Array<{ id: string; n: number }>>(
    `SELECT x.id::text AS id, ${unreadCountSql(reader, 'x.id')} AS n FROM unnest($1::uuid[]) AS x(id)`,
    [...reservationIds],
  );
  for (const row of rows) counts.set(row.id, Number(row.n));
  return counts;
}

/** How many reservations have unread messages for this reader: staff (all) or one organisation. */
export async function unreadConversations(db: Db, reader: Participant): Promise<number> {
  const rows =
    reader.kind === 'staff'
      ? await db.$queryRaw<Array<{ n: number }>>`
          SELECT count(*)::int AS n FROM reservation_threads
          WHERE last_client_message_at IS NOT NULL AND (staff_read_at IS NULL OR last_client_message_at > staff_read_at)`
      : await db.$queryRaw<Array<{ n: number }>>`
          SELECT count(*)::int AS n FROM reservation_threads t JOIN reservations r ON r.id = t.reservation_id
          WHERE r.organisation_id = ${reader.clientId}::uuid AND t.last_staff_message_at IS NOT NULL
            AND (t.client_read_at IS NULL OR t.last_staff_message_at > t.client_read_at)`;
  return Number(rows[0]?.n ?? 0);
}
