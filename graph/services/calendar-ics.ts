// Reservations as iCalendar (RFC 5545): the private feeds and the confirmation mail's .ics file use
// the same events, so a calendar that has both sees one event (same UID). Times are the restaurant's
// wall clock with TZID=Europe/Ljubljana and its VTIMEZONE; DTSTAMP and LAST-MODIFIED are UTC. Every
// edit raises the reservation's version, which is the event's SEQUENCE, so calendars take the update.
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalDateTimeValue } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { PrismaClient, Reservation } from '../generated/prisma/client.ts';
import { CALENDAR_TEXTS, type Language } from '../i18n/messages.ts';
import { guestCount } from '../mail/format.ts';
import { instantToLocal, RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';
import { boundText, eventStatus, type CalendarEventStatus } from '../domain/calendar-feeds.ts';
import { responsiblePerson } from './reservations-mail.ts';
import type { PublicContent } from './public-content.ts';

export type CalendarReservation = Pick<
  Reservation,
  'id' | 'orderNumber' | 'type' | 'guests' | 'arrivalAt' | 'durationMinutes' | 'status' | 'version' | 'createdAt' | 'updatedAt' | 'responsibleFirstName' | 'responsibleLastName' | 'message'
> & { client: { name: string } };

export interface CalendarOptions {
  publicUrl: string;
  /** The reader's language: summaries, descriptions, the calendar's name. */
  language: Language;
  /** Where each event links: the client's list or the staff panel. */
  audience: 'client' | 'staff';
  /** The calendar's name in the reader's app. */
  name: string;
  /** The restaurant's address (site texts), or null when it has none. */
  location: string | null;
  /** PUBLISH for a file sent by mail; a subscribed feed has no method. */
  method?: 'PUBLISH';
  /** The driver's live link of a reservation, if it has one (graph/services/driver-link/). */
  driverLink?: (r: CalendarReservation) => string | null;
}

const ICS_STATUS: Record<CalendarEventStatus, ICalEventStatus> = {
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/** The event's UID: stable for the reservation's whole life, whichever feed or mail carries it. */
export function eventUid(reservationId: string, publicUrl: string): string {
  return `${reservationId}@${new URL(publicUrl).hostname}`;
}

/**
 * ical-generator writes a TZID time from a native Date's wall clock in the server process's own
 * zone. It asks a date-fns TZDate for that zone's wall clock instead (`withTimeZone`), so this
 * stand-in answers with Ljubljana's whatever zone the server runs in; the instant stays exact.
 */
function restaurantTime(instant: Date): ICalDateTimeValue {
  const local = instantToLocal(instant);
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number];
  // The instant itself (its UTC getters stay true), read as Ljubljana's wall clock.
  const wall = Object.assign(new Date(instant.getTime()), {
    getFullYear: () => year,
    getMonth: () => month - 1,
    getDate: () => day,
    getHours: () => Math.floor(local.minute / 60),
    getMinutes: () => local.minute % 60,
    getSeconds: () => instant.getUTCSeconds(),
  });
  return Object.assign(new Date(instant.getTime()), {
    internal: new Date(instant.getTime()),
    withTimeZone: () => wall,
    tzComponents: () => wall,
  });
}

const vtimezones = new Map<string, string | null>();

/**
 * The zone's VTIMEZONE under the name asked for (the library files Ljubljana under Belgrade, its
 * alias). Built once per zone: the library assembles it anew on every call, which was a fifth of
 * a confirmation's calendar.
 */
function vtimezone(zone: string): string | null {
  let known = vtimezones.get(zone);
  if (known === undefined) {
    const block = tzlib_get_ical_block(zone)[0];
    known = block?.startsWith('BEGIN:VTIMEZONE') ? block.replace(/^TZID:.*$/m, `TZID:${zone}`).replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`) : null;
    vtimezones.set(zone, known);
  }
  return known;
}

function summary(r: CalendarReservation, language: Language): string {
  return boundText([CALENDAR_TEXTS[r.type][language], guestCount(language, r.guests), r.client.name, r.orderNumber].join(' · '), 200);
}

function description(r: CalendarReservation, status: CalendarEventStatus, language: Language, driverLink: string | null): string {
  // Only what the client told us or was told: never staff's internal notes or override reasons.
  const lines = [
    `${CALENDAR_TEXTS.ORDER_NUMBER[language]}: ${r.orderNumber}`,
    `${CALENDAR_TEXTS.STATUS[language]}: ${CALENDAR_TEXTS[status][language]}`,
  ];
  const person = responsiblePerson(r);
  if (person) lines.push(`${CALENDAR_TEXTS.RESPONSIBLE[language]}: ${boundText(person, 200)}`);
  if (r.message?.trim()) lines.push(`${CALENDAR_TEXTS.MESSAGE[language]}: ${boundText(r.message.trim())}`);
  if (driverLink) lines.push(`${CALENDAR_TEXTS.DRIVER_LINK[language]}: ${driverLink}`);
  return lines.join('\n');
}

function eventUrl(r: CalendarReservation, options: CalendarOptions): string {
  const path = options.audience === 'client' ? '/user/orders/current' : `/adminis/orders/all?open=${encodeURIComponent(r.orderNumber)}`;
  return `${options.publicUrl}${path}`;
}

/** The reservations as one iCalendar text. */
export function renderCalendar(reservations: readonly CalendarReservation[], options: CalendarOptions): string {
  const calendar = ical({
    name: boundText(options.name, 200),
    prodId: { company: 'Stopover', product: 'Stopover', language: options.language.toUpperCase() },
    // No calendar-wide zone: the events name theirs, stamps are UTC. Its VTIMEZONE is added below.
    ...(options.method ? { method: ICalCalendarMethod.PUBLISH } : {}),
  });
  for (const r of reservations) {
    const status = eventStatus(r.status);
    calendar.createEvent({
      id: eventUid(r.id, options.publicUrl),
      sequence: r.version,
      stamp: r.updatedAt,
      created: r.createdAt,
      lastModified: r.updatedAt,
      timezone: RESTAURANT_TIME_ZONE,
      start: restaurantTime(r.arrivalAt),
      end: restaurantTime(new Date(r.arrivalAt.getTime() + r.durationMinutes * 60_000)),
      summary: summary(r, options.language),
      description: description(r, status, options.language, options.driverLink?.(r) ?? null),
      location: options.location,
      url: eventUrl(r, options),
      status: ICS_STATUS[status],
    });
  }
  return withTimeZone(calendar.toString(), reservations.length ? RESTAURANT_TIME_ZONE : null);
}

/**
 * The calendar with the VTIMEZONE of its events' zone before its first event. Added to the text,
 * not through the library: it folds every line character by character (an encoder per character),
 * and the zone's block, unchanged and already short-lined, was most of a confirmation's file.
 */
function withTimeZone(text: string, zone: string | null): string {
  const block = zone ? vtimezone(zone) : null;
  if (!block) return text;
  const at = text.indexOf('BEGIN:VEVENT');
  if (at < 0) return text;
  return `${text.slice(0, at)}${block.replace(/\r?\n/g, '\r\n').replace(/(\r\n)?$/, '\r\n')}${text.slice(at)}`;
}

/**
 * The restaurant's address as the site texts give it, per language (else the other one's): one read
 * for every language, kept with the rest of the public content (a confirmation attaches it to every
 * calendar file it mails).
 */
export async function restaurantLocations(services: { prisma: Pick<PrismaClient, 'siteText'>; publicContent: PublicContent }): Promise<(language: Language) => string | null> {
  const rows = await services.publicContent.read('restaurant-location', () =>
    services.prisma.siteText.findMany({ where: { key: { in: ['company.name', 'contact.address', 'contact.country'] } }, select: { key: true, language: true, value: true } }),
  );
  return (language) => {
    const text = (key: string) => (rows.find((row) => row.key === key && row.language === language) ?? rows.find((row) => row.key === key))?.value.trim() ?? '';
    const parts = [text('company.name'), text('contact.address'), text('contact.country')].filter(Boolean);
    return parts.length ? boundText(parts.join(', ').replace(/\s*\n\s*/g, ', '), 300) : null;
  };
}
