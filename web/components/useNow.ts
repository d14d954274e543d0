import { useEffect, useState } from 'react';

/**
 * The current time by `clock` (the browser's, or the server's as the page follows it), refreshed
 * every `intervalMs`, so "3 minutes ago" and "today" stay true while a page is left open.
 */
export function useNow(intervalMs = 30_000, clock: () => Date = () => new Date()): Date {
  const [current, setCurrent] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(clock()), intervalMs);
    return () => clearInterval(timer);
    // A new clock function each render must not restart the timer; the interval decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs]);
  return current;
}
