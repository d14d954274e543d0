// "5 minutes ago" for the approval queue: the unit a person would use for the distance between
// two instants, as Intl.RelativeTimeFormat (react-intl's formatRelativeTime) wants it.

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface Relative {
  value: number;
  unit: RelativeUnit;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Negative values lie in the past. Under 45 seconds is "now" (0 seconds with numeric: 'auto'). */
export function relativeTo(then: Date | string, now: Date): Relative {
  const diff = new Date(then).getTime() - now.getTime();
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  const round = (value: number) => sign * Math.max(1, Math.round(value)) || 0;
  if (abs < 45 * SECOND) return { value: 0, unit: 'second' };
  if (abs < 45 * MINUTE) return { value: round(abs / MINUTE), unit: 'minute' };
  if (abs < 22 * HOUR) return { value: round(abs / HOUR), unit: 'hour' };
  if (abs < 7 * DAY) return { value: round(abs / DAY), unit: 'day' };
  if (abs < 30 * DAY) return { value: round(abs / (7 * DAY)), unit: 'week' };
  if (abs < 335 * DAY) return { value: round(abs / (30.44 * DAY)), unit: 'month' };
  return { value: round(abs / (365.25 * DAY)), unit: 'year' };
}

/** Registrations waiting longer than this are flagged (approval usually within 12 hours: docs/product.md § Constants). */
export const APPROVAL_TARGET_HOURS = 12;

export function isOverdue(registeredAt: Date | string, now: Date, hours = APPROVAL_TARGET_HOURS): boolean {
  return now.getTime() - new Date(registeredAt).getTime() > hours * HOUR;
}
