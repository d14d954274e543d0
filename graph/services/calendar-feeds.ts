// Private calendar feeds: an organisation subscribes its calendar to its reservations, a member of
// staff to every scheduled one. The URL holds a secret (256 random bits) of which only a SHA-256 hash
// is stored; it is shown once, when made. Making a new one replaces the old (the old URL stops at
// once); revoking deletes it. The owner's state is checked on every fetch: a blocked or deleted
// organisation's feed, or a disabled member's, answers like an unknown one.
import { createHash, randomBytes } from 'node:crypto';
import type { Services } from '../context.ts';
import type { CalendarFeed, Prisma } from '../generated/prisma/client.ts';
import { CALENDAR_TEXTS, type Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { audit, type AuditEntry } from '../audit.ts';
import { hit, isLimited, RATE_RULES, type RateDecision } from '../auth/rate-limit.ts';
import {
  CALENDAR_FEED_PATH_PREFIX,
  CALENDAR_FEED_PREFIX,
  FEED_FETCH_RECORD_SECONDS,
  FEED_HISTORY_DAYS,
  FEED_MAX_EVENTS,
  feedStatuses,
  looksLikeFeedSecret,
} from '../domain/calendar-feeds.ts';
import { renderCalendar, restaurantLocations, type CalendarReservation } from './calendar-ics.ts';
import { driverLinkOf } from './driver-link/renew.ts';
import { actingMember, type ActingMember } from './reservation-notices.ts';

type FeedServices = Pick<Services, 'prisma' | 'publicContent' | 'config' | 'now'>;

export type FeedOwner = { kind: 'organisation'; clientId: string } | { kind: 'staff'; staffId: string };

interface Meta {
  ip: string | null;
  language: Language;
  /** The member who acts for the organisation (reservation-notices.ts). */
  member?: ActingMember | null;
}

/** Who acted and about whom: the owner itself, either way. */
function auditParties(owner: FeedOwner, meta: Meta): Pick<AuditEntry, 'actor' | 'subject'> {
  return owner.kind === 'organisation'
    ? { actor: { kind: 'CLIENT', id: owner.clientId, memberId: actingMember(meta, owner.clientId) }, subject: { type: 'Organisation', id: owner.clientId } }
    : { actor: { kind: 'STAFF', id: owner.staffId }, subject: { type: 'Staff', id: owner.staffId } };
}

const ownerWhere = (owner: FeedOwner) => (owner.kind === 'organisation' ? { clientId: owner.clientId } : { staffId: owner.staffId });

function hashFeedSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function feedUrl(publicUrl: string, secret: string): string {
  return `${publicUrl}${CALENDAR_FEED_PATH_PREFIX}${secret}.ics`;
}

/** The owner's feed, if it has one. */
export function calendarFeedOf(services: Pick<Services, 'prisma'>, owner: FeedOwner): Promise<CalendarFeed | null> {
  return services.prisma.calendarFeed.findFirst({ where: ownerWhere(owner) });
}

/** Whether the owner may have a feed at all: not a blocked or deleted organisation, not a disabled member. */
async function ownerIsActive(db: Pick<Prisma.TransactionClient, 'client' | 'staff'>, owner: FeedOwner): Promise<boolean> {
  if (owner.kind === 'organisation') {
    const org = await db.client.findUnique({ where: { id: owner.clientId }, select: { status: true } });
    return !!org && org.status !== 'BLOCKED' && org.status !== 'ARCHIVED';
  }
  const staff = await db.staff.findUnique({ where: { id: owner.staffId }, select: { disabledAt: true } });
  return !!staff && staff.disabledAt === null;
}

/**
 * Makes the owner's feed and returns its URL, which is never shown again. With `replace` an earlier
 * feed is revoked by it; without, an existing feed is refused (CALENDAR_FEED_EXISTS), so a page
 * that did not know about one cannot end it by accident.
 */
export async function createCalendarFeed(services: FeedServices, owner: FeedOwner, meta: Meta, options: { replace: boolean } = { replace: true }): Promise<{ feed: CalendarFeed; url: string }> {
  const { language } = meta;
  const now = services.now();
  const ownerKey = owner.kind === 'organisation' ? owner.clientId : owner.staffId;
  const rate = await hit(services.prisma, `calendar-feed-create:${ownerKey}`, RATE_RULES.calendarFeedsCreated, now);
  if (!rate.allowed) throw new AppError('TOO_MANY_REQUESTS', language, { detail: { retryAfterSeconds: rate.retryAfterSeconds } });
  const secret = `${CALENDAR_FEED_PREFIX}${randomBytes(32).toString('base64url')}`;
  const feed = await services.prisma.$transaction(async (tx) => {
    if (!(await ownerIsActive(tx, owner))) throw new AppError('FORBIDDEN', language);
    const { count } = await tx.calendarFeed.deleteMany({ where: ownerWhere(owner) });
    if (count && !options.replace) throw new AppError('CALENDAR_FEED_EXISTS', language);
    const created = await tx.calendarFeed.create({ data: { ...ownerWhere(owner), secretHash: hashFeedSecret(secret), createdAt: now } });
    // Never the secret or its hash: only that a link was made, and whether it replaced one.
    await audit(tx, { action: 'calendar_feed.created', ...auditParties(owner, meta), ip: meta.ip, detail: { replaced: count > 0 } });
    return created;
  });
  return { feed, url: feedUrl(services.config.publicUrl, secret) };
}

/**
 * Revokes the owner's feed: its URL answers 404 from now on. Given the creation time the caller saw,
 * only that feed (not one made since, in another tab) is revoked. Answers whether one was.
 */
export async function revokeCalendarFeed(services: Pick<Services, 'prisma'>, owner: FeedOwner, meta: Meta, expectedCreatedAt?: Date): Promise<boolean> {
  return services.prisma.$transaction(async (tx) => {
    const { count } = await tx.calendarFeed.deleteMany({ where: { ...ownerWhere(owner), ...(expectedCreatedAt ? { createdAt: expectedCreatedAt } : {}) } });
    if (count) await audit(tx, { action: 'calendar_feed.revoked', ...auditParties(owner, meta), ip: meta.ip });
    return count > 0;
  });
}

export type FeedAnswer = { kind: 'calendar'; body: string } | { kind: 'not-found' } | { kind: 'too-many'; retryAfterSeconds: number };

const RESERVATION_FIELDS = {
  id: true,
  orderNumber: true,
  type: true,
  guests: true,
  arrivalAt: true,
  durationMinutes: true,
  status: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  responsibleFirstName: true,
  responsibleLastName: true,
  message: true,
  driverLinkVersion: true,
  client: { select: { name: true } },
} as const satisfies Prisma.ReservationSelect;

/**
 * The calendar a feed secret opens, or why not. Unknown secrets count against the asking address,
 * and an address over the limit is refused before any look-up.
 */
export async function readCalendarFeed(services: FeedServices, secret: string, ip: string | null): Promise<FeedAnswer> {
  const now = services.now();
  const failureKey = `calendar-feed-fail:${ip ?? 'unknown'}`;
  const limited = await isLimited(services.prisma, failureKey, RATE_RULES.calendarFeedFailuresPerIp, now);
  if (!limited.allowed) return { kind: 'too-many', retryAfterSeconds: limited.retryAfterSeconds };
  const fail = async (): Promise<FeedAnswer> => {
    const decision: RateDecision = await hit(services.prisma, failureKey, RATE_RULES.calendarFeedFailuresPerIp, now);
    return decision.allowed ? { kind: 'not-found' } : { kind: 'too-many', retryAfterSeconds: decision.retryAfterSeconds };
  };
  if (!looksLikeFeedSecret(secret)) return fail();
  const feed = await services.prisma.calendarFeed.findUnique({
    where: { secretHash: hashFeedSecret(secret) },
    include: { client: { select: { id: true, name: true, status: true, language: true } }, staff: { select: { disabledAt: true, language: true } } },
  });
  if (!feed) return fail();
  const org = feed.client;
  const staff = feed.staff;
  // The owner's state, every time: blocking, deleting or disabling ends the feed at once.
  if (org ? org.status === 'BLOCKED' || org.status === 'ARCHIVED' : !staff || staff.disabledAt !== null) return { kind: 'not-found' };

  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000);
  const ownerKind = org ? 'organisation' : 'staff';
  const where: Prisma.ReservationWhereInput = org
    ? { clientId: org.id, arrivalAt: { gte: since }, status: { in: [...feedStatuses('organisation')] } }
    : {
        arrivalAt: { gte: since },
        // Cancelled ones only if they had been scheduled: staff's calendar never showed the others.
        OR: [{ status: { in: feedStatuses('staff').filter((s) => s !== 'DELETED') } }, { status: 'DELETED', events: { some: { toStatus: 'SCHEDULED' } } }],
      };
  const [reservations, location] = await Promise.all([
    services.prisma.reservation.findMany({ where, select: RESERVATION_FIELDS, orderBy: [{ arrivalAt: 'asc' }, { id: 'asc' }], take: FEED_MAX_EVENTS }),
    restaurantLocations(services),
  ]);
  const language = org?.language ?? staff!.language;
  const body = renderCalendar(reservations satisfies CalendarReservation[], {
    publicUrl: services.config.publicUrl,
    language,
    audience: ownerKind === 'organisation' ? 'client' : 'staff',
    name: org ? CALENDAR_TEXTS.CLIENT_FEED_NAME[language].replace('{name}', org.name) : CALENDAR_TEXTS.STAFF_FEED_NAME[language],
    location: location(language),
    driverLink: (r) => driverLinkOf(services, reservations.find((row) => row.id === r.id)!),
  });
  await recordFetch(services, feed, now);
  return { kind: 'calendar', body };
}

/** Notes the fetch, at most every FEED_FETCH_RECORD_SECONDS: calendars poll often, the owner wants "recently". */
async function recordFetch(services: FeedServices, feed: CalendarFeed, now: Date): Promise<void> {
  const before = new Date(now.getTime() - FEED_FETCH_RECORD_SECONDS * 1000);
  if (feed.lastFetchedAt && feed.lastFetchedAt > before) return;
  await services.prisma.calendarFeed.updateMany({
    where: { id: feed.id, OR: [{ lastFetchedAt: null }, { lastFetchedAt: { lte: before } }] },
    data: { lastFetchedAt: now },
  });
}

/**
 * The confirmation mail's .ics file: the reservation as its organisation's feed shows it, with the
 * restaurant's address and the driver's link the mail gives (each made once per change, whoever it goes to).
 */
export function confirmationCalendar(
  services: Pick<Services, 'config'>,
  reservation: Omit<CalendarReservation, 'client'>,
  client: { name: string; language: Language },
  given: { location: (language: Language) => string | null; driverUrl: string | null },
): { filename: string; contentType: string; content: string } {
  const language = client.language;
  const content = renderCalendar([{ ...reservation, client: { name: client.name } }], {
    publicUrl: services.config.publicUrl,
    language,
    audience: 'client',
    name: CALENDAR_TEXTS.CLIENT_FEED_NAME[language].replace('{name}', client.name),
    location: given.location(language),
    method: 'PUBLISH',
    driverLink: () => given.driverUrl,
  });
  return { filename: `stopover-${reservation.orderNumber}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}
