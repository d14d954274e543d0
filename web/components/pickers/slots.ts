// The time picker's times: minutes after local midnight inside, 'HH:MM' strings at the edges,
// grouped by hour for the hour and minute picker. Which times a day offers is the server's answer
// (dayAvailability), never computed here.

/** 'HH:MM' (or 'H:MM', and '24:00') to minutes after midnight; null when it is not a time. */
export function parseTime(text: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

export function formatTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

export interface HourGroup<T> {
  hour: number;
  slots: T[];
}

/** Slots grouped by their hour, in order (for the hour buttons and then the minute buttons). */
export function groupByHour<T extends { minute: number }>(slots: readonly T[]): HourGroup<T>[] {
  const groups: HourGroup<T>[] = [];
  for (const slot of slots) {
    const hour = Math.floor(slot.minute / 60);
    const last = groups[groups.length - 1];
    if (last && last.hour === hour) last.slots.push(slot);
    else groups.push({ hour, slots: [slot] });
  }
  return groups;
}
