// "A realistic restaurant" as plain data: who its clients are, what they booked over the last three
// months and the coming two weeks, and everything that happened to each booking and when — the
// confirmation, the coordination note, the pre-ordered meals, the reconfirmation, the messages, the
// arrival with its headcount or the no-show or the late cancellation. A pure function of a seed and
// a moment: the same seed on the same day gives the same restaurant, and dates are relative to that
// day, so the demo is always current. graph/demo/populate.ts writes a plan through the services;
// the benchmarks take rows from it (graph/demo/rows.ts).
//
// Each step is planned so the services will accept it when replayed at its time: bookings respect
// the lead times, the opening hours, the 15-minute slots and the seat capacity (checked here with the
// domain's own capacity function, counting every booking of the day, so the real check never
// refuses); confirmations come before arrivals; pre-orders come before their deadline, or are taken
// by staff on the phone; nothing is planned after `now`.
import type { Allergen, Language, ReservationOutcome, ReservationStatus, StopType } from '../generated/prisma/enums.ts';
import { addDays, instantToLocal, isoWeekday, localToInstant, formatMinute, type LocalDate } from '../domain/local-time.ts';
import { peakSeats, stayInterval, type SeatHold } from '../domain/capacity.ts';
import { LEAD_TIME_HOURS, MAX_GUESTS, MIN_GUESTS } from '../domain/reservation-limits.ts';
import { LATE_CANCELLATION_HOURS } from '../domain/outcomes.ts';
import { seededRandom, type Random } from './random.ts';
import { agreementFor, billingDetailsFor, planBillingSteps, type BillingStep, type PlannedAgreement, type PlannedBillingDetails } from './billing-plan.ts';
import {
  AFTER_VISIT,
  APPROVED_CLIENTS,
  BLOCK_REASON,
  BLOCKED_CLIENT,
  CLIENT_CANCELLATION_NOTES,
  CLIENT_NOTES,
  CONVERSATIONS,
  COORDINATION_NOTES,
  DECLINE_NOTES,
  EXTRA_DISHES,
  FIRST_NAMES,
  LAST_NAMES,
  MAIN_DISHES,
  NO_SHOW_NOTES,
  PENDING_CLIENTS,
  REPORTED_ALLERGENS,
  RESERVATION_NOTES,
  ROUTES,
  STAFF_CANCELLATION_NOTES,
  STREETS,
  WISHES,
  type CatalogueClient,
  type ClientKind,
  type StaffKey,
} from './catalogue.ts';

/** The settings a fresh installation has (prisma/migrations), which the plan's checks assume. */
export const RESTAURANT_RULES = {
  seatCapacity: 150,
  durationMinutes: { LONG_STOP: 90, SHORT_STOP: 30 } as Record<StopType, number>,
  slotMinutes: 15,
  opensMinute: 7 * 60,
  closesMinute: 22 * 60,
  preorderDeadlineHours: 48,
} as const;

/** The manager asks groups to reconfirm two days ahead (the demo sets it; the default is one day). */
export const RECONFIRM_HOURS_BEFORE = 48;

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

export interface PlanOptions {
  seed: number;
  now: Date;
  /** Days of history before today (about three months). */
  historyDays?: number;
  /** Days ahead that already have bookings. */
  horizonDays?: number;
}

export type ClientState = 'APPROVED' | 'PENDING' | 'BLOCKED';

export interface PlannedClient extends CatalogueClient {
  email: string;
  username: string;
  contactInfo: string;
  state: ClientState;
  registeredAt: Date;
  verifiedAt: Date;
  approvedAt: Date | null;
  approvedBy: StaffKey | null;
  blockedAt: Date | null;
  blockedReason: string | null;
  notes: Array<{ at: Date; by: StaffKey; body: string }>;
  /** Given by the client after confirming its address (graph/demo/billing-plan.ts). */
  billingDetails: PlannedBillingDetails;
  /** A regular's agreement, made when it was approved. */
  agreement: PlannedAgreement | null;
}

export interface PlannedPreorder {
  /** Dishes by their catalogue key (graph/demo/catalogue.ts MENU). */
  dishes: Array<{ dish: string; quantity: number }>;
  vegetarian: number;
  vegan: number;
  allergens: Array<{ allergen: Allergen; count: number }>;
  driverMeals: number;
  guideMeals: number;
}

export type ReservationStep =
  | { kind: 'schedule'; at: Date; by: StaffKey }
  | { kind: 'wait'; at: Date; by: StaffKey; note: string }
  | { kind: 'decline'; at: Date; by: StaffKey; note: string }
  | { kind: 'cancel'; at: Date; by: StaffKey; requestedBy: 'CLIENT' | 'STAFF'; note: string }
  | { kind: 'arrive'; at: Date; by: StaffKey; actualGuests: number }
  | { kind: 'noShow'; at: Date; by: StaffKey; note: string | null }
  | { kind: 'preorder'; at: Date; by: 'client' | StaffKey; order: PlannedPreorder }
  | { kind: 'message'; at: Date; from: 'client' | StaffKey; body: string }
  | { kind: 'clientRead'; at: Date }
  | { kind: 'staffRead'; at: Date; by: StaffKey }
  | { kind: 'note'; at: Date; by: StaffKey; body: string }
  /** The reconfirmation job's round that finds this reservation due and asks. */
  | { kind: 'reconfirmationRound'; at: Date }
  /** The client answers the reconfirmation mail: as booked (null) or with a new headcount. */
  | { kind: 'reconfirm'; at: Date; guests: number | null }
  /** Invoices, credit notes and waived fees (graph/demo/billing-plan.ts). */
  | BillingStep;

export type ReconfirmationState = 'NOT_ASKED' | 'ASKED' | 'RECONFIRMED';

export interface PlannedReservation {
  client: string;
  type: StopType;
  guests: number;
  seatReservation: boolean;
  arrivalDate: LocalDate;
  arrivalTime: string;
  arrivalAt: Date;
  responsibleFirstName: string | null;
  responsibleLastName: string | null;
  message: string | null;
  wishes: string | null;
  bookedAt: Date;
  /** The client online, or a member of staff taking it on the phone. */
  bookedBy: 'client' | StaffKey;
  /** In time order. */
  steps: ReservationStep[];
  /** How it stands once every step has run. */
  end: { status: ReservationStatus; outcome: ReservationOutcome | null; lateCancellation: boolean; reconfirmation: ReconfirmationState; guests: number };
}

export interface RestaurantPlan {
  seed: number;
  now: Date;
  today: LocalDate;
  /** When the manager set up prices, the menu and the reconfirmation setting, and invited the team. */
  setupAt: Date;
  /** When the second member of staff chose a password. */
  staffJoinAt: Date;
  clients: PlannedClient[];
  reservations: PlannedReservation[];
}

// ————— time helpers —————

function at(date: LocalDate, minute: number): Date {
  const resolved = localToInstant(date, minute);
  // Plans use 07:00–22:00, never the night's clock change; an hour later is as good.
  return resolved.ok ? resolved.instant : at(date, minute + 60);
}

/** The same instant or earlier, inside local hours [from, to): a call is made during the day. */
function dayTimeBefore(instant: Date, random: Random, from = 7 * 60, to = 21 * 60): Date {
  const local = instantToLocal(instant);
  if (local.minute >= to) return at(local.date, to - random.int(5, 90));
  if (local.minute < from) return at(addDays(local.date, -1), to - random.int(5, 90));
  return instant;
}

/** The same instant or later, inside staff's working hours [08:00, 20:00). */
function workTimeAfter(instant: Date, random: Random, from = 8 * 60, to = 20 * 60): Date {
  const local = instantToLocal(instant);
  if (local.minute < from) return at(local.date, from + random.int(0, 75));
  if (local.minute >= to) return at(addDays(local.date, 1), from + random.int(0, 75));
  return instant;
}

const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const hoursBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / HOUR;

// ————— organisations —————

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A client's sign-in address: its name as a domain under the reserved `.example`. */
export function clientEmail(c: CatalogueClient): string {
  const domain = `${slug(c.name).replace(/-(gmbh|d-o-o|srl|kft|s-r-o|sp-z-o-o|b-v|ltd|ag|aps)$/, '')}.example`;
  const mailbox = c.kind === 'school' ? 'trips' : c.language === 'sl' ? 'info' : 'office';
  return `${mailbox}@${domain}`;
}

/** An organisation before its money is planned (billing-plan.ts). */
type ClientDraft = Omit<PlannedClient, 'billingDetails' | 'agreement'>;

function client(c: CatalogueClient, state: ClientState, registeredAt: Date, random: Random): ClientDraft {
  return {
    ...c,
    email: clientEmail(c),
    username: c.key,
    contactInfo: `${random.pick(STREETS[c.language])}, ${c.city}, ${c.country}`,
    state,
    registeredAt,
    verifiedAt: plus(registeredAt, random.int(3, 50) * MINUTE),
    approvedAt: null,
    approvedBy: null,
    blockedAt: null,
    blockedReason: null,
    notes: [],
  };
}

function planClients(random: Random, today: LocalDate, now: Date, staffJoinAt: Date): ClientDraft[] {
  const staffBy = (instant: Date): StaffKey => (instant > staffJoinAt && random.chance(0.5) ? 'staff' : 'manager');
  const approve = (org: ClientDraft) => {
    const approvedAt = workTimeAfter(plus(org.verifiedAt, random.int(1, 20) * HOUR), random);
    org.approvedAt = approvedAt;
    org.approvedBy = staffBy(approvedAt);
    return org;
  };
  const orgs: ClientDraft[] = [];
  const established = APPROVED_CLIENTS.length - 7;
  APPROVED_CLIENTS.forEach((c, i) => {
    // Most have booked with us for months; the last few are new clients of the last weeks.
    const day = i < established ? addDays(today, -148 + Math.floor((i * 20) / established)) : addDays(today, -80 + (i - established) * 10);
    orgs.push(approve(client(c, 'APPROVED', at(day, random.int(8 * 60, 19 * 60)), random)));
  });
  const blocked = approve(client(BLOCKED_CLIENT, 'BLOCKED', at(addDays(today, -140), 10 * 60 + 20), random));
  blocked.blockedAt = at(addDays(today, -27), 10 * 60 + 30);
  blocked.blockedReason = BLOCK_REASON;
  orgs.push(blocked);
  // Waiting for a decision: registered in the last days, address confirmed, nobody has looked yet.
  PENDING_CLIENTS.forEach((c, i) => {
    const registeredAt = new Date(now.getTime() - [50, 27, 5][i]! * HOUR - random.int(0, 50) * MINUTE);
    orgs.push(client(c, 'PENDING', registeredAt, random));
  });
  // Notes on the regulars' cards.
  for (const org of orgs.filter((o) => o.state === 'APPROVED' && o.weight >= 4)) {
    const noteAt = workTimeAfter(plus(org.approvedAt!, random.int(5, 60) * DAY), random);
    if (noteAt < now) org.notes.push({ at: noteAt, by: staffBy(noteAt), body: random.pick(CLIENT_NOTES[org.language]) });
  }
  return orgs;
}

// ————— bookings —————

/** Bookings per day of the week (Monday first): coach tours make the weekend. */
const BOOKINGS_PER_WEEKDAY = [2, 2, 2, 3, 4, 6, 3] as const;

export function guestsFor(kind: ClientKind, random: Random): number {
  const range: Record<ClientKind, [number, number]> = { coach: [25, 55], agency: [15, 45], school: [20, 60], club: [12, 40], company: [15, 35] };
  // Now and then a coach company brings two coaches.
  if (kind === 'coach' && random.chance(0.15)) return random.int(70, 95);
  const [min, max] = range[kind];
  return Math.max(MIN_GUESTS, Math.min(MAX_GUESTS, random.int(min, max)));
}

export function typeFor(kind: ClientKind, random: Random): StopType {
  const longShare: Record<ClientKind, number> = { coach: 0.6, agency: 0.65, school: 0.4, club: 0.6, company: 0.8 };
  return random.chance(longShare[kind]) ? 'LONG_STOP' : 'SHORT_STOP';
}

/** Arrival minutes worth trying, the preferred one first, then outwards by slot; `anyTime`: every range of the type. */
export function arrivalCandidates(type: StopType, random: Random, anyTime = false): number[] {
  const lunch: [number, number] = [11 * 60, 14 * 60 + 30];
  const dinner: [number, number] = [17 * 60 + 30, 19 * 60 + 30];
  const morning: [number, number] = [7 * 60 + 30, 10 * 60 + 45];
  const afternoon: [number, number] = [15 * 60, 18 * 60];
  const ranges = type === 'LONG_STOP' ? (anyTime ? [lunch, dinner] : [random.chance(0.1) ? dinner : lunch]) : anyTime ? [morning, afternoon] : [random.chance(0.55) ? morning : afternoon];
  const slot = RESTAURANT_RULES.slotMinutes;
  const slots: number[] = [];
  for (const [from, to] of ranges) for (let m = from; m <= to; m += slot) slots.push(m);
  const preferred = random.pick(slots);
  return slots.sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred));
}

interface Day {
  holds: SeatHold[];
}

/** A time the group fits, or null when the day is too full for it. */
function placeArrival(day: Day, date: LocalDate, type: StopType, guests: number, seatReservation: boolean, random: Random, notBefore?: Date): { minute: number; at: Date } | null {
  const duration = RESTAURANT_RULES.durationMinutes[type];
  for (const minute of arrivalCandidates(type, random, notBefore !== undefined)) {
    if (minute + duration > RESTAURANT_RULES.closesMinute) continue;
    const arrival = at(date, minute);
    if (notBefore && arrival < notBefore) continue;
    if (!seatReservation) return { minute, at: arrival };
    const hold = { ...stayInterval(arrival, duration), seats: guests };
    if (peakSeats(day.holds, hold) + guests <= RESTAURANT_RULES.seatCapacity) {
      day.holds.push(hold);
      return { minute, at: arrival };
    }
  }
  return null;
}

type Fate = 'arrive' | 'noShow' | 'clientCancel' | 'staffCancel' | 'decline' | 'open' | 'pending' | 'waiting';

interface Draft {
  client: PlannedClient;
  type: StopType;
  guests: number;
  seatReservation: boolean;
  date: LocalDate;
  minute: number;
  arrivalAt: Date;
  bookedAt: Date;
  fate: Fate;
}

function pastFate(random: Random): Fate {
  const r = random.next();
  if (r < 0.03) return 'decline';
  if (r < 0.1) return 'clientCancel';
  if (r < 0.115) return 'staffCancel';
  if (r < 0.15) return 'noShow';
  return 'arrive';
}

function futureFate(random: Random): Fate {
  const r = random.next();
  if (r < 0.22) return 'pending';
  if (r < 0.32) return 'waiting';
  if (r < 0.36) return 'clientCancel';
  return 'open';
}

/** When a booking for this arrival was made, at least the lead time ahead (plus a margin). */
function bookingTime(type: StopType, arrivalAt: Date, fate: Fate, now: Date, random: Random): Date {
  const lead = LEAD_TIME_HOURS[type] + 1;
  let booked: Date;
  if (fate === 'pending') {
    // Came in over the last two days and nobody has decided yet.
    booked = new Date(now.getTime() - random.int(20, 48 * 60) * MINUTE);
  } else {
    const days = type === 'LONG_STOP' ? random.int(4, 35) : random.int(1, 20);
    booked = new Date(arrivalAt.getTime() - days * DAY - random.int(0, 20) * HOUR);
  }
  booked = dayTimeBefore(booked, random);
  if (hoursBetween(booked, arrivalAt) < lead) booked = dayTimeBefore(new Date(arrivalAt.getTime() - (lead + random.int(1, 30)) * HOUR), random);
  if (booked > now) booked = new Date(now.getTime() - random.int(10, 120) * MINUTE);
  return booked;
}

function pickClient(candidates: PlannedClient[], random: Random): PlannedClient | null {
  const total = candidates.reduce((sum, o) => sum + o.weight, 0);
  if (!total) return null;
  let r = random.next() * total;
  for (const o of candidates) {
    r -= o.weight;
    if (r < 0) return o;
  }
  return candidates.at(-1)!;
}

// ————— what happens to a booking —————

function preorderFor(guests: number, kind: ClientKind, random: Random): PlannedPreorder {
  const total = guests - random.int(0, Math.min(3, guests - MIN_GUESTS));
  const extras = total >= 16 && random.chance(0.4) ? random.int(2, Math.min(8, Math.floor(total / 4))) : 0;
  const vegetarian = random.int(0, 4);
  const vegan = random.chance(0.35) ? random.int(1, 2) : 0;
  const mains = random.shuffle(MAIN_DISHES.filter((d) => d !== 'risotto')).slice(0, random.int(1, 2));
  const dishes = new Map<string, number>();
  let left = total - extras;
  if (vegetarian) dishes.set('risotto', vegetarian);
  if (vegan) dishes.set('barley', vegan);
  left -= vegetarian + vegan;
  mains.forEach((dish, i) => {
    const quantity = i === mains.length - 1 ? left : random.int(Math.floor(left / 3), Math.floor((left * 2) / 3));
    if (quantity > 0) dishes.set(dish, (dishes.get(dish) ?? 0) + quantity);
    left -= quantity;
  });
  if (extras) dishes.set(random.pick(EXTRA_DISHES), extras);
  const allergens = random
    .shuffle(REPORTED_ALLERGENS.slice(0, 5))
    .slice(0, random.chance(0.75) ? random.int(1, 3) : 0)
    .map((allergen) => ({ allergen, count: random.int(1, 3) }));
  return {
    dishes: [...dishes].map(([dish, quantity]) => ({ dish, quantity })),
    vegetarian,
    vegan,
    allergens,
    // Groups come by coach: its driver eats (two drivers on a long tour), and usually a guide.
    driverMeals: kind === 'coach' && random.chance(0.3) ? 2 : random.chance(0.9) ? 1 : 0,
    guideMeals: random.chance(0.7) ? 1 : 0,
  };
}

interface StepContext {
  random: Random;
  now: Date;
  staffJoinAt: Date;
}

function staffAt(instant: Date, ctx: StepContext): StaffKey {
  return instant > ctx.staffJoinAt && ctx.random.chance(0.55) ? 'staff' : 'manager';
}

/** The planned life of one booking, from the confirmation to how it ended. */
function lifeOf(d: Draft, ctx: StepContext, isToday: boolean): PlannedReservation {
  const { random, now } = ctx;
  const org = d.client;
  const lang: Language = org.language;
  const steps: ReservationStep[] = [];
  let guests = d.guests;
  let fate = d.fate;
  const arrival = d.arrivalAt;

  // Staff look at it within the day (working hours), well before the group comes.
  const latestDecision = new Date(Math.min(arrival.getTime() - 30 * MINUTE, now.getTime() - 5 * MINUTE));
  let decidedAt = workTimeAfter(plus(d.bookedAt, random.int(20, 20 * 60) * MINUTE), random);
  if (decidedAt > latestDecision) decidedAt = plus(d.bookedAt, random.int(5, 20) * MINUTE);
  if (decidedAt > latestDecision) decidedAt = latestDecision;
  const canDecide = decidedAt > d.bookedAt && decidedAt <= now;
  if (!canDecide && fate !== 'pending') fate = arrival < now ? 'arrive' : 'pending';

  let closedAt: Date | null = null;
  let status: ReservationStatus = 'CREATED';
  let outcome: ReservationOutcome | null = null;
  let late = false;

  let confirmedAt: Date | null = null;
  const confirm = (): Date => {
    if (confirmedAt) return confirmedAt;
    // Some need coordinating first: a note to the client, then the confirmation a day or two later.
    if (random.chance(0.12)) {
      const confirmAt = workTimeAfter(plus(decidedAt, random.int(4, 40) * HOUR), random);
      if (confirmAt < latestDecision) {
        steps.push({ kind: 'wait', at: decidedAt, by: staffAt(decidedAt, ctx), note: random.pick(COORDINATION_NOTES[lang]) });
        steps.push({ kind: 'schedule', at: confirmAt, by: staffAt(confirmAt, ctx) });
        status = 'SCHEDULED';
        return (confirmedAt = confirmAt);
      }
    }
    steps.push({ kind: 'schedule', at: decidedAt, by: staffAt(decidedAt, ctx) });
    status = 'SCHEDULED';
    return (confirmedAt = decidedAt);
  };

  switch (fate) {
    case 'decline': {
      steps.push({ kind: 'decline', at: decidedAt, by: staffAt(decidedAt, ctx), note: random.pick(DECLINE_NOTES[lang]) });
      closedAt = decidedAt;
      status = 'DELETED';
      outcome = 'DECLINED';
      break;
    }
    case 'pending':
      break;
    case 'waiting': {
      steps.push({ kind: 'wait', at: decidedAt, by: staffAt(decidedAt, ctx), note: random.pick(COORDINATION_NOTES[lang]) });
      status = 'WAITING';
      break;
    }
    case 'clientCancel': {
      const confirmed = confirm();
      // About a third call it off within the last two days (a late cancellation on their record).
      const lateOne = random.chance(0.35);
      let cancelAt = lateOne ? new Date(arrival.getTime() - random.int(3, 40) * HOUR) : new Date(arrival.getTime() - random.int(3, 15) * DAY);
      cancelAt = dayTimeBefore(cancelAt, random);
      if (cancelAt <= confirmed) {
        const room = arrival.getTime() - (LATE_CANCELLATION_HOURS + 2) * HOUR - confirmed.getTime();
        cancelAt = plus(confirmed, !lateOne && room > HOUR ? random.next() * room : random.int(30, 240) * MINUTE);
      }
      // Still ahead: called off at some moment between the confirmation and now.
      if (cancelAt > now && arrival > now && now.getTime() - confirmed.getTime() > HOUR) {
        cancelAt = new Date(confirmed.getTime() + HOUR + random.next() * (now.getTime() - confirmed.getTime() - HOUR));
      }
      if (cancelAt >= arrival || cancelAt > now) {
        // No time left to cancel before it: it simply goes ahead.
        fate = arrival < now ? 'arrive' : 'open';
        break;
      }
      steps.push({ kind: 'cancel', at: cancelAt, by: staffAt(cancelAt, ctx), requestedBy: 'CLIENT', note: random.pick(CLIENT_CANCELLATION_NOTES[lang]) });
      closedAt = cancelAt;
      status = 'DELETED';
      outcome = 'CANCELLED_BY_CLIENT';
      late = hoursBetween(cancelAt, arrival) < LATE_CANCELLATION_HOURS;
      break;
    }
    case 'staffCancel': {
      const confirmed = confirm();
      const cancelAt = workTimeAfter(new Date(arrival.getTime() - random.int(1, 6) * DAY), random);
      if (cancelAt <= confirmed || cancelAt >= arrival || cancelAt > now) {
        fate = 'arrive';
        break;
      }
      steps.push({ kind: 'cancel', at: cancelAt, by: staffAt(cancelAt, ctx), requestedBy: 'STAFF', note: random.pick(STAFF_CANCELLATION_NOTES[lang]) });
      closedAt = cancelAt;
      status = 'DELETED';
      outcome = 'CANCELLED_BY_STAFF';
      break;
    }
    case 'noShow': {
      confirm();
      // Marked once the table has waited an hour or two (the same day: arrivals end by 19:30).
      const noShowAt = plus(arrival, random.int(60, 150) * MINUTE);
      if (noShowAt > now) {
        fate = 'arrive';
        break;
      }
      steps.push({ kind: 'noShow', at: noShowAt, by: staffAt(noShowAt, ctx), note: random.chance(0.5) ? random.pick(NO_SHOW_NOTES[lang]) : null });
      closedAt = noShowAt;
      status = 'DELETED';
      outcome = 'NO_SHOW';
      break;
    }
    case 'arrive':
    case 'open':
      break;
  }
  if (fate === 'arrive' || fate === 'open') confirm();
  if (fate === 'arrive') {
    // Checked in at the door, a few minutes either side of the booked time; the count rarely matches exactly.
    const arrivedAt = new Date(Math.min(plus(arrival, random.int(-10, 15) * MINUTE).getTime(), now.getTime()));
    steps.push({ kind: 'arrive', at: arrivedAt, by: staffAt(arrivedAt, ctx), actualGuests: -1 });
    closedAt = arrivedAt;
    status = 'FINISHED';
    outcome = 'ARRIVED';
  }
  const openUntil = closedAt ?? new Date(8.64e15);

  // Meals for a long stop: the client chooses online before the deadline, or staff take them on the phone.
  let hasPreorder = false;
  if (d.type === 'LONG_STOP' && status !== 'DELETED' ? random.chance(0.65) : d.type === 'LONG_STOP' && random.chance(0.3)) {
    const order = preorderFor(guests, org.kind, random);
    const deadline = new Date(arrival.getTime() - RESTAURANT_RULES.preorderDeadlineHours * HOUR);
    const online = plus(d.bookedAt, random.int(30, 72 * 60) * MINUTE);
    if (online <= deadline && online <= now && online < openUntil) {
      steps.push({ kind: 'preorder', at: online, by: 'client', order });
      hasPreorder = true;
    } else {
      const phoned = workTimeAfter(plus(d.bookedAt, random.int(30, 240) * MINUTE), random);
      if (phoned <= now && phoned < openUntil && phoned < arrival) {
        steps.push({ kind: 'preorder', at: phoned, by: staffAt(phoned, ctx), order });
        hasPreorder = true;
      }
    }
  }

  // The reconfirmation job asks two days ahead those booked earlier than that; most answer.
  let reconfirmation: ReconfirmationState = 'NOT_ASKED';
  const due = new Date(arrival.getTime() - RECONFIRM_HOURS_BEFORE * HOUR);
  if (d.bookedAt <= due && due <= now && due < openUntil) {
    // The job runs every minute: the round after the reservation came into the window asks it.
    const roundAt = plus(due, MINUTE);
    if (roundAt <= now && roundAt < openUntil) {
      steps.push({ kind: 'reconfirmationRound', at: roundAt });
      reconfirmation = 'ASKED';
      const answerAt = plus(roundAt, random.int(20, 20 * 60) * MINUTE);
      const answers = random.next();
      if (answers < 0.65 && answerAt <= now && answerAt < openUntil && answerAt < arrival) {
        // A few come with fewer people than booked; a headcount never drops below the meals ordered.
        const fewer = !hasPreorder && answers < 0.09 && guests - 4 >= MIN_GUESTS ? guests - random.int(2, 4) : null;
        steps.push({ kind: 'reconfirm', at: answerAt, guests: fewer });
        if (fewer !== null) guests = fewer;
        reconfirmation = 'RECONFIRMED';
      }
    }
  }

  // A conversation on some bookings: a question, the answer, sometimes thanks.
  const talk = arrival < now ? 0.07 : 0.22;
  if (random.chance(talk)) {
    const conversation = random.pick(CONVERSATIONS[lang]);
    const askedAt = dayTimeBefore(plus(d.bookedAt, random.int(60, 60 * 60) * MINUTE), random);
    if (askedAt > d.bookedAt && askedAt <= now && askedAt < openUntil && askedAt < plus(arrival, -3 * HOUR)) {
      steps.push({ kind: 'message', at: askedAt, from: 'client', body: conversation.question });
      const answeredAt = workTimeAfter(plus(askedAt, random.int(20, 5 * 60) * MINUTE), random);
      if (answeredAt <= now) {
        steps.push({ kind: 'message', at: answeredAt, from: staffAt(answeredAt, ctx), body: conversation.answer });
        const replyAt = dayTimeBefore(plus(answeredAt, random.int(30, 10 * 60) * MINUTE), random);
        if (replyAt > answeredAt && replyAt <= now) {
          steps.push(conversation.thanks ? { kind: 'message', at: replyAt, from: 'client', body: conversation.thanks } : { kind: 'clientRead', at: replyAt });
        }
      }
    }
  }
  if (outcome === 'ARRIVED' && random.chance(0.05)) {
    const thanksAt = workTimeAfter(plus(arrival, random.int(4, 30) * HOUR), random);
    if (thanksAt <= now) steps.push({ kind: 'message', at: thanksAt, from: 'client', body: random.pick(AFTER_VISIT[lang]) });
  }
  // Staff read the thanks that end a conversation; a question nobody has answered yet stays unread.
  const messages = steps.filter((s): s is Extract<ReservationStep, { kind: 'message' }> => s.kind === 'message');
  const last = messages.at(-1);
  if (last?.from === 'client' && (messages.length > 1 || outcome === 'ARRIVED')) {
    const readAt = workTimeAfter(plus(last.at, random.int(20, 10 * 60) * MINUTE), random);
    if (readAt <= now) steps.push({ kind: 'staffRead', at: readAt, by: staffAt(readAt, ctx) });
  }

  // Internal notes, more on what is still ahead.
  if (random.chance(arrival < now ? 0.03 : isToday ? 0.3 : 0.18)) {
    const noteAt = workTimeAfter(plus(d.bookedAt, random.int(30, 30 * 60) * MINUTE), random);
    if (noteAt <= now && noteAt < openUntil && noteAt < arrival) steps.push({ kind: 'note', at: noteAt, by: staffAt(noteAt, ctx), body: random.pick(RESERVATION_NOTES[lang]) });
  }

  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  const arrived = steps.find((s): s is Extract<ReservationStep, { kind: 'arrive' }> => s.kind === 'arrive');
  if (arrived) arrived.actualGuests = Math.max(1, Math.min(MAX_GUESTS, guests + random.int(-4, 2)));

  const names = random.chance(0.7);
  return {
    client: org.key,
    type: d.type,
    guests: d.guests,
    seatReservation: d.seatReservation,
    arrivalDate: d.date,
    arrivalTime: formatMinute(d.minute),
    arrivalAt: arrival,
    responsibleFirstName: names ? random.pick(FIRST_NAMES[lang]) : null,
    responsibleLastName: names ? random.pick(LAST_NAMES[lang]) : null,
    message: random.chance(0.5) ? random.pick(ROUTES[lang]) : null,
    wishes: random.chance(0.35) ? random.pick(WISHES[lang]) : null,
    bookedAt: d.bookedAt,
    bookedBy: 'client',
    steps,
    end: { status, outcome, lateCancellation: late, reconfirmation, guests },
  };
}

// ————— the whole restaurant —————

export function planRestaurant(options: PlanOptions): RestaurantPlan {
  const { seed, now } = options;
  const historyDays = options.historyDays ?? 91;
  const horizonDays = options.horizonDays ?? 14;
  const random = seededRandom(seed);
  const today = instantToLocal(now).date;
  const setupAt = at(addDays(today, -155), 9 * 60 + 15);
  const staffJoinAt = at(addDays(today, -154), 18 * 60 + 40);
  const details = random.fork('billing details');
  const clients: PlannedClient[] = planClients(random.fork('organisations'), today, now, staffJoinAt).map((o) => ({
    ...o,
    billingDetails: billingDetailsFor(o, details),
    agreement: agreementFor(o),
  }));
  const ctx: StepContext = { random: random.fork('steps'), now, staffJoinAt };
  const draws = random.fork('bookings');
  const days = new Map<LocalDate, Day>();
  const dayOf = (date: LocalDate) => days.get(date) ?? days.set(date, { holds: [] }).get(date)!;
  const reservations: PlannedReservation[] = [];

  // The blocked client's story first: two visits, then three times nobody came, then the block.
  const blocked = clients.find((o) => o.state === 'BLOCKED')!;
  for (const [offset, fate] of [[-84, 'arrive'], [-63, 'arrive'], [-49, 'noShow'], [-38, 'noShow'], [-30, 'noShow']] as const) {
    const date = addDays(today, offset);
    const place = placeArrival(dayOf(date), date, 'LONG_STOP', 48, true, draws);
    if (!place) continue;
    const bookedAt = at(addDays(date, -12), 10 * 60 + 5);
    const draft: Draft = { client: blocked, type: 'LONG_STOP', guests: 48, seatReservation: true, date, minute: place.minute, arrivalAt: place.at, bookedAt, fate };
    const planned = lifeOf(draft, { ...ctx, random: ctx.random.fork(`blocked${offset}`) }, false);
    // Its story needs exactly these endings; nothing of chance may change them.
    if (planned.end.outcome !== (fate === 'arrive' ? 'ARRIVED' : 'NO_SHOW')) throw new Error('the blocked client’s history did not plan as written');
    reservations.push(planned);
  }

  const bookable = clients.filter((o) => o.state === 'APPROVED');
  for (let offset = -historyDays; offset <= horizonDays; offset++) {
    const date = addDays(today, offset);
    const usual = Math.max(0, BOOKINGS_PER_WEEKDAY[isoWeekday(date) - 1]! + draws.int(-1, 1));
    // Today is a busy day, whatever the weekday: the staff home and the day sheet have groups to show.
    const count = offset === 0 ? Math.max(usual, 6) : usual;
    // Further ahead, fewer groups have booked yet.
    const booked = offset <= 0 ? 1 : offset <= 3 ? 0.95 : offset <= 7 ? 0.9 : 0.7;
    for (let i = 0; i < count; i++) {
      if (!draws.chance(booked)) continue;
      const type: StopType = draws.chance(0.58) ? 'LONG_STOP' : 'SHORT_STOP';
      // A first arrival time: whether the booking is history or still ahead, and when it was made.
      // The group's own size and stop type then find the actual time (placeArrival).
      const minute = arrivalCandidates(type, draws).find((m) => m + RESTAURANT_RULES.durationMinutes[type] <= RESTAURANT_RULES.closesMinute)!;
      const provisional = at(date, minute);
      const past = provisional < new Date(now.getTime() - 20 * MINUTE);
      let fate = past ? pastFate(draws) : offset === 0 ? 'open' : futureFate(draws);
      const bookedAt = bookingTime(type, provisional, fate, now, draws);
      // Too close for a fresh booking (the lead time): booked long ago, so decided by now.
      if (fate === 'pending' && bookedAt.getTime() < now.getTime() - 49 * HOUR) fate = 'open';
      const eligible = bookable.filter((o) => o.approvedAt! < plus(bookedAt, -HOUR));
      const org = pickClient(eligible, draws);
      if (!org) continue;
      const finalType = org.kind === 'company' || org.kind === 'school' ? typeFor(org.kind, draws) : type;
      const guests = guestsFor(org.kind, draws);
      const seatReservation = finalType === 'LONG_STOP' || draws.chance(0.75);
      // The arrival must keep the lead time from the booking, and today's must still be ahead of
      // the booking moment.
      let earliest = plus(bookedAt, (LEAD_TIME_HOURS[finalType] + 0.5) * HOUR);
      // Half of today's groups are still to come, whenever the demo is started (if the day has room left).
      const stillToCome = plus(now, 30 * MINUTE);
      if (offset === 0 && i % 2 === 1 && earliest < stillToCome && instantToLocal(stillToCome).date === date) earliest = stillToCome;
      const place = placeArrival(dayOf(date), date, finalType, guests, seatReservation, draws, earliest);
      if (!place) continue;
      const nowPast = place.at < new Date(now.getTime() - 20 * MINUTE);
      const draft: Draft = {
        client: org,
        type: finalType,
        guests,
        seatReservation,
        date,
        minute: place.minute,
        arrivalAt: place.at,
        bookedAt,
        // The final time may fall the other side of now than the provisional one.
        fate: nowPast === past ? fate : nowPast ? pastFate(draws) : 'open',
      };
      const planned = lifeOf(draft, ctx, offset === 0);
      // Every tenth booking is taken by staff on the phone.
      if (draws.chance(0.1)) {
        const phoneAt = planned.bookedAt;
        const local = instantToLocal(phoneAt).minute;
        if (local >= 8 * 60 && local < 20 * 60) planned.bookedBy = staffAt(phoneAt, ctx);
      }
      reservations.push(planned);
    }
  }
  ensureUnansweredQuestion(reservations, now);
  ensureReconfirmationStates(reservations, now);
  ensureUpcomingMix(reservations, clients, now, random.fork('mix'));
  reservations.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
  // Money last: what is owed follows from how each booking ended.
  const billing = planBillingSteps(reservations, new Map(clients.map((o) => [o.key, o])), now, random.fork('billing'));
  for (const [index, steps] of billing) reservations[index]!.steps.push(...steps);
  return { seed, now, today, setupAt, staffJoinAt, clients, reservations };
}

/** Some conversation waits for staff's answer (the staff area shows it unread): if none does, the latest question goes unanswered. */
function ensureUnansweredQuestion(reservations: PlannedReservation[], now: Date): void {
  const upcoming = reservations.filter((r) => r.arrivalAt > now && r.steps.some((s) => s.kind === 'message'));
  const unanswered = (r: PlannedReservation) => {
    const last = r.steps.filter((s) => s.kind === 'message' || s.kind === 'staffRead').at(-1)!;
    return last.kind === 'message' && last.from === 'client';
  };
  if (upcoming.some(unanswered)) return;
  const latest = upcoming.sort((a, b) => b.bookedAt.getTime() - a.bookedAt.getTime())[0];
  if (!latest) return;
  const first = latest.steps.findIndex((s) => s.kind === 'message');
  latest.steps = latest.steps.filter((s, i) => i <= first || (s.kind !== 'message' && s.kind !== 'clientRead' && s.kind !== 'staffRead'));
}

/**
 * The coming days show every state a booking can wait in: a few still to decide and a couple being
 * coordinated. When chance gave fewer, the most recently booked confirmed ones (more than a day
 * ahead) are left undecided or given a coordination note instead of their confirmation.
 */
function ensureUpcomingMix(reservations: PlannedReservation[], clients: PlannedClient[], now: Date, random: Random): void {
  const upcoming = reservations.filter((r) => r.arrivalAt > plus(now, DAY));
  const candidates = upcoming
    .filter((r) => r.end.status === 'SCHEDULED' && r.steps.filter((s) => s.kind === 'schedule' || s.kind === 'wait').length === 1)
    .sort((a, b) => b.bookedAt.getTime() - a.bookedAt.getTime());
  const count = (status: ReservationStatus) => upcoming.filter((r) => r.end.status === status).length;
  while (count('CREATED') < 3 && candidates.length) {
    const r = candidates.shift()!;
    r.steps = r.steps.filter((s) => s.kind !== 'schedule');
    r.end.status = 'CREATED';
  }
  while (count('WAITING') < 2 && candidates.length) {
    const r = candidates.shift()!;
    const language = clients.find((o) => o.key === r.client)!.language;
    r.steps = r.steps.map((s) => (s.kind === 'schedule' ? { kind: 'wait', at: s.at, by: s.by, note: random.pick(COORDINATION_NOTES[language]) } : s));
    r.end.status = 'WAITING';
  }
}

/**
 * Among the groups still expected, one has reconfirmed its headcount and one has not answered yet
 * (the order list and the day sheet show both), whenever at least two have been asked.
 */
function ensureReconfirmationStates(reservations: PlannedReservation[], now: Date): void {
  const asked = reservations.filter((r) => r.arrivalAt > now && r.end.status !== 'DELETED' && r.end.reconfirmation !== 'NOT_ASKED');
  if (asked.length < 2) return;
  const answered = asked.filter((r) => r.end.reconfirmation === 'RECONFIRMED');
  if (!answered.length) {
    const r = asked[0]!;
    const round = r.steps.find((s) => s.kind === 'reconfirmationRound')!;
    const answerAt = new Date(round.at.getTime() + (now.getTime() - round.at.getTime()) / 2);
    r.steps.push({ kind: 'reconfirm', at: answerAt, guests: null });
    r.steps.sort((a, b) => a.at.getTime() - b.at.getTime());
    r.end.reconfirmation = 'RECONFIRMED';
  } else if (answered.length === asked.length) {
    const r = answered.find((a) => a.steps.some((s) => s.kind === 'reconfirm' && s.guests === null));
    if (!r) return;
    r.steps = r.steps.filter((s) => s.kind !== 'reconfirm');
    r.end.reconfirmation = 'ASKED';
  }
}

// ————— what the plan promises —————

export interface RestaurantSummary {
  clients: { approved: number; pending: number; blocked: number; withNotes: number };
  past: { total: number; arrived: number; noShows: number; cancelledByClient: number; lateCancellations: number; declined: number; cancelledByStaff: number };
  upcoming: { total: number; pending: number; waiting: number; confirmed: number; cancelled: number };
  preorders: { total: number; withAllergens: number; upcoming: number };
  reconfirmation: { asked: number; reconfirmed: number; upcomingReconfirmed: number; upcomingNotYet: number };
  conversations: { threads: number; messages: number };
  notes: { reservations: number; clients: number };
  phoneBookings: number;
  billing: { withBillingDetails: number; agreements: number; invoices: number; feeInvoices: number; creditNotes: number; waivedFees: number; extras: number };
}

export function summarise(plan: RestaurantPlan): RestaurantSummary {
  const { now } = plan;
  const past = plan.reservations.filter((r) => r.arrivalAt <= now && r.end.status !== 'CREATED' && r.end.status !== 'WAITING' && r.end.status !== 'SCHEDULED');
  const upcoming = plan.reservations.filter((r) => !past.includes(r));
  const outcome = (list: PlannedReservation[], o: ReservationOutcome) => list.filter((r) => r.end.outcome === o).length;
  const preorders = plan.reservations.filter((r) => r.steps.some((s) => s.kind === 'preorder'));
  const open = upcoming.filter((r) => r.end.status !== 'DELETED');
  const messages = plan.reservations.flatMap((r) => r.steps.filter((s) => s.kind === 'message'));
  const billingSteps = (kind: BillingStep['kind']) => plan.reservations.flatMap((r) => r.steps.filter((s) => s.kind === kind));
  return {
    clients: {
      approved: plan.clients.filter((o) => o.state === 'APPROVED').length,
      pending: plan.clients.filter((o) => o.state === 'PENDING').length,
      blocked: plan.clients.filter((o) => o.state === 'BLOCKED').length,
      withNotes: plan.clients.filter((o) => o.notes.length).length,
    },
    past: {
      total: past.length,
      arrived: outcome(past, 'ARRIVED'),
      noShows: outcome(past, 'NO_SHOW'),
      cancelledByClient: outcome(past, 'CANCELLED_BY_CLIENT'),
      lateCancellations: past.filter((r) => r.end.lateCancellation).length,
      declined: outcome(past, 'DECLINED'),
      cancelledByStaff: outcome(past, 'CANCELLED_BY_STAFF'),
    },
    upcoming: {
      total: upcoming.length,
      pending: upcoming.filter((r) => r.end.status === 'CREATED').length,
      waiting: upcoming.filter((r) => r.end.status === 'WAITING').length,
      confirmed: upcoming.filter((r) => r.end.status === 'SCHEDULED').length,
      cancelled: upcoming.filter((r) => r.end.status === 'DELETED').length,
    },
    preorders: {
      total: preorders.length,
      withAllergens: preorders.filter((r) => r.steps.some((s) => s.kind === 'preorder' && s.order.allergens.length)).length,
      upcoming: preorders.filter((r) => open.includes(r)).length,
    },
    reconfirmation: {
      asked: plan.reservations.filter((r) => r.end.reconfirmation !== 'NOT_ASKED').length,
      reconfirmed: plan.reservations.filter((r) => r.end.reconfirmation === 'RECONFIRMED').length,
      upcomingReconfirmed: open.filter((r) => r.end.reconfirmation === 'RECONFIRMED').length,
      upcomingNotYet: open.filter((r) => r.end.reconfirmation === 'ASKED').length,
    },
    conversations: { threads: plan.reservations.filter((r) => r.steps.some((s) => s.kind === 'message')).length, messages: messages.length },
    notes: {
      reservations: plan.reservations.reduce((n, r) => n + r.steps.filter((s) => s.kind === 'note').length, 0),
      clients: plan.clients.reduce((n, o) => n + o.notes.length, 0),
    },
    phoneBookings: plan.reservations.filter((r) => r.bookedBy !== 'client').length,
    billing: {
      withBillingDetails: plan.clients.length,
      agreements: plan.clients.filter((o) => o.agreement).length,
      invoices: billingSteps('invoice').length,
      feeInvoices: plan.reservations.filter((r) => r.end.outcome !== 'ARRIVED' && r.steps.some((s) => s.kind === 'invoice')).length,
      creditNotes: billingSteps('credit').length,
      waivedFees: billingSteps('waiveFee').length,
      extras: billingSteps('invoice').filter((s) => s.kind === 'invoice' && s.extra).length,
    },
  };
}
