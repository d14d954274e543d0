import { useEffect, useState } from 'react';
import { now } from './time.ts';

/** Now by the server's clock, refreshed every `intervalMs`, so "3 minutes ago" stays true. */
export function useTicker(intervalMs = 30_000): Date {
  const [current, setCurrent] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return current;
}
