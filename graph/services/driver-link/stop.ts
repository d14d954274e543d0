// Opening a driver link: the per-address and per-link limits, the checks of the token against the
// reservation as it is now, and what the driver's page shows: the stop (where, when, which bays,
// whom to call), the meals ordered in counts, and the organisation's name, nothing else about it.
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { hit, RATE_RULES } from '../../auth/rate-limit.ts';
import { mealsTotal, parseMealPreorder } from '../../domain/meals.ts';
import { driverLinkValidUntil, impliedDelayMinutes, type DriverState } from '../../domain/driver-link/rules.ts';
import { driverLinkProblem, readDriverToken, type DriverLinkProblem } from './token.ts';

export type DriverServices = Pick<Services, 'prisma' | 'config' | 'pubsub' | 'log' | 'now'>;
type Db = Services['prisma'] | Prisma.TransactionClient;

export interface DriverMeta {
  ip: string | null;
  language: Language;
}

export const DRIVER_RESERVATION = {
  id: true,
  clientId: true,
  orderNumber: true,
  status: true,
  version: true,
  type: true,
  guests: true,
  coaches: true,
  bays: true,
  arrivalAt: true,
  durationMinutes: true,
  driverLinkVersion: true,
  driverState: true,
  etaAt: true,
  driverReportedAt: true,
  mealPreorder: true,
  client: { select: { name: true } },
} as const satisfies Prisma.ReservationSelect;

export type DriverReservation = Prisma.ReservationGetPayload<{ select: typeof DRIVER_RESERVATION }>;

export interface DriverMealLine {
  name: string;
  quantity: number;
}

export interface DriverStop {
  orderNumber: string;
  organisationName: string;
  type: 'SHORT_STOP' | 'LONG_STOP';
  guests: number;
  coaches: number;
  bays: number[];
  arrivalAt: Date;
  durationMinutes: number;
  state: DriverState;
  etaAt: Date | null;
  delayMinutes: number;
  reportedAt: Date | null;
  validUntil: Date;
  restaurant: { name: string | null; address: string | null; mapUrl: string | null; phone: string | null };
  meals: { total: number; dishes: DriverMealLine[]; vegetarian: number; vegan: number; driverMeals: number; guideMeals: number };
}

export function driverLinkError(problem: DriverLinkProblem, language: Language): AppError {
  return new AppError('DRIVER_LINK_INVALID', language, { detail: { state: problem } });
}

/** Counts a use of the page from this address (before anything else, so guessing costs too). */
export async function limitAddress(services: DriverServices, meta: DriverMeta, now: Date): Promise<void> {
  const decision = await hit(services.prisma, `driver:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.driverLinkPerIp, now);
  if (!decision.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: decision.retryAfterSeconds } });
}

async function limitLink(services: DriverServices, reservationId: string, meta: DriverMeta, now: Date): Promise<void> {
  const decision = await hit(services.prisma, `driver:link:${reservationId}`, RATE_RULES.driverLinkPerLink, now);
  if (!decision.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: decision.retryAfterSeconds } });
}

/** The reservation a token opens (read with `db`, inside a transaction when given one), or the reason it does not. */
export async function reservationOfToken(services: Pick<Services, 'config'>, db: Db, token: string, now: Date, language: Language): Promise<DriverReservation> {
  const read = readDriverToken(services.config.jwtSecret, token, now);
  if (!read.ok) throw driverLinkError(read.problem, language);
  const reservation = await db.reservation.findUnique({ where: { id: read.claims.reservationId }, select: DRIVER_RESERVATION });
  const problem = driverLinkProblem(reservation, read.claims, now);
  if (problem) throw driverLinkError(problem, language);
  return reservation!;
}

/** Opens a link for the page: limited per address and per link. */
export async function openDriverLink(services: DriverServices, token: string, meta: DriverMeta): Promise<DriverReservation> {
  const now = services.now();
  await limitAddress(services, meta, now);
  const reservation = await reservationOfToken(services, services.prisma, token, now, meta.language);
  await limitLink(services, reservation.id, meta, now);
  return reservation;
}

export function mapUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The restaurant as the page shows it: its name, address (with a map link) and contact phone. */
export async function restaurantContact(db: Pick<Db, 'siteText'>, language: Language): Promise<DriverStop['restaurant']> {
  const rows = await db.siteText.findMany({
    where: { key: { in: ['company.name', 'contact.address', 'contact.country', 'contact.phone'] } },
    select: { key: true, language: true, value: true },
  });
  const text = (key: string) => (rows.find((row) => row.key === key && row.language === language) ?? rows.find((row) => row.key === key))?.value.trim() || null;
  const address = [text('contact.address'), text('contact.country')].filter(Boolean).join(', ').replace(/\s*\n\s*/g, ', ') || null;
  return { name: text('company.name'), address, mapUrl: address ? mapUrl([text('company.name'), address].filter(Boolean).join(', ')) : null, phone: text('contact.phone') };
}

export function driverStopOf(r: DriverReservation, restaurant: DriverStop['restaurant'], language: Language): DriverStop {
  const preorder = parseMealPreorder(r.mealPreorder);
  return {
    orderNumber: r.orderNumber,
    organisationName: r.client.name,
    type: r.type,
    guests: r.guests,
    coaches: r.coaches,
    bays: [...r.bays].sort((a, b) => a - b),
    arrivalAt: r.arrivalAt,
    durationMinutes: r.durationMinutes,
    state: r.driverState,
    etaAt: r.etaAt,
    delayMinutes: impliedDelayMinutes(r.arrivalAt, r.etaAt),
    reportedAt: r.driverReportedAt,
    validUntil: driverLinkValidUntil(r.arrivalAt),
    restaurant,
    meals: {
      total: mealsTotal(preorder),
      dishes: (preorder?.dishes ?? []).map((d) => ({ name: language === 'sl' ? d.nameSl : d.nameEn, quantity: d.quantity })),
      vegetarian: preorder?.vegetarian ?? 0,
      vegan: preorder?.vegan ?? 0,
      driverMeals: preorder?.driverMeals ?? 0,
      guideMeals: preorder?.guideMeals ?? 0,
    },
  };
}

/** What the driver's page shows for a token. Dish names follow the page's language where the menu has it (en, sl), else English. */
export async function driverStop(services: DriverServices, token: string, meta: DriverMeta, pageLanguage: string = meta.language): Promise<DriverStop> {
  const reservation = await openDriverLink(services, token, meta);
  const language: Language = pageLanguage === 'sl' ? 'sl' : 'en';
  return driverStopOf(reservation, await restaurantContact(services.prisma, language), language);
}
