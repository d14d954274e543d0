// The window a join form starts with: an hour either side of the wanted time, kept inside the day.
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

export function windowAround(time: string | null, spreadMinutes = 60): { start: string; end: string } {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  const minute = match ? Number(match[1]) * 60 + Number(match[2]) : 12 * 60;
  return { start: hhmm(Math.max(0, minute - spreadMinutes)), end: hhmm(Math.min(23 * 60 + 45, minute + spreadMinutes)) };
}
