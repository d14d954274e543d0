import { useEffect, useState } from 'react';
import { nextTickIn, secondsLeft } from './countdown.ts';

/** Seconds left until `deadline` (epoch ms, or null), re-rendering each time the number changes. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        const current = Date.now();
        setNow(current);
        if (current < deadline) schedule(nextTickIn(deadline, current));
      }, delay);
    };
    // At once: the clock read at the last render may be old by now.
    schedule(0);
    return () => clearTimeout(timer);
  }, [deadline]);
  return secondsLeft(deadline, now);
}
