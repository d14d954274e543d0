// Opening hours for people: consecutive days with the same hours are grouped ("Mon–Fri 07:00–22:00"),
// weekday names come from Intl in the page's language. Input is `reservationRules.openingHours`
// (ISO weekdays 1 = Monday … 7 = Sunday; a weekday without a row is closed).

export interface OpeningDay {
  weekday: number;
  opens: string;
  closes: string;
  closed: boolean;
}

export interface OpeningGroup {
  /** ISO weekdays, first and last of the run. */
  from: number;
  to: number;
  /** null: closed. */
  hours: { opens: string; closes: string } | null;
}

export function groupOpeningHours(days: readonly OpeningDay[]): OpeningGroup[] {
  const byDay = new Map(days.map((d) => [d.weekday, d]));
  const groups: OpeningGroup[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const day = byDay.get(weekday);
    const hours = day && !day.closed ? { opens: day.opens, closes: day.closes } : null;
    const last = groups.at(-1);
    const same = last && (last.hours === null ? hours === null : hours !== null && last.hours.opens === hours.opens && last.hours.closes === hours.closes);
    if (last && same && last.to === weekday - 1) last.to = weekday;
    else groups.push({ from: weekday, to: weekday, hours });
  }
  return groups;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The short weekday name of an ISO weekday in `locale` (1 January 2024 was a Monday). */
export function weekdayName(weekday: number, locale: string, width: 'short' | 'long' = 'short'): string {
  const key = `${locale}|${width}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(new Date(Date.UTC(2024, 0, weekday)));
}
