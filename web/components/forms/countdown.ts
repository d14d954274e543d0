// Waits the server imposes (resend the verification e-mail after 60 s, too many sign-in attempts):
// a deadline in epoch milliseconds, counted down once a second. Plain functions with the clock
// passed in; useCountdown.ts ticks them in React.

/** The moment `seconds` from `now` (null when there is nothing to wait for). */
export function deadlineIn(seconds: number | null | undefined, now: number): number | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return null;
  return now + Math.ceil(seconds) * 1000;
}

/** Whole seconds left until `deadline`, rounded up (so "1" shows until the wait is really over). */
export function secondsLeft(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** When the displayed number next changes: the delay for the next tick, in milliseconds. */
export function nextTickIn(deadline: number, now: number): number {
  const remaining = deadline - now;
  if (remaining <= 0) return 0;
  const intoSecond = remaining % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}

/** 75 → "1:15", 9 → "0:09", 3725 → "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
