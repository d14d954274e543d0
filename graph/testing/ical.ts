// Reads an iCalendar text the way a calendar app would, with ical.js (Mozilla's parser): it throws on
// anything invalid, and each event's times resolve through the file's own VTIMEZONE.
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** The TZID parameter of DTSTART. */
  tzid: string;
  start: Date;
  end: Date;
}

export function parseCalendar(text: string): { calendar: ICAL.Component; events: ParsedEvent[]; timezones: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const tz of timezones) ICAL.TimezoneService.register(tz);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: String(vevent.getFirstPropertyValue('url')),
      tzid: String(vevent.getFirstProperty('dtstart')!.getParameter('tzid')),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
  return { calendar, events, timezones: timezones.map((tz) => String(tz.getFirstPropertyValue('tzid'))) };
}
