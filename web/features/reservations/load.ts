// The coming days' load against the seat capacity, as the home page's strip shows it: how full the
// busiest moment of each day is, and whether that is comfortable, busy, nearly full or over.

export type LoadLevel = 'quiet' | 'busy' | 'near' | 'over';

/** From this share of the capacity a day counts as busy, nearly full. Over 100 %: overbooked. */
export const BUSY_FROM = 0.6;
export const NEAR_FROM = 0.85;

export function loadShare(peakSeats: number, capacity: number): number {
  if (capacity <= 0) return peakSeats > 0 ? Infinity : 0;
  return peakSeats / capacity;
}

export function loadLevel(peakSeats: number, capacity: number): LoadLevel {
  const share = loadShare(peakSeats, capacity);
  if (share > 1) return 'over';
  if (share >= NEAR_FROM) return 'near';
  if (share >= BUSY_FROM) return 'busy';
  return 'quiet';
}

/** Bar height in percent of the strip: the capacity line sits at 100 %; overbooked days poke above (at most 125 %). */
export function barPercent(peakSeats: number, capacity: number): number {
  const share = loadShare(peakSeats, capacity);
  if (!Number.isFinite(share)) return 125;
  return Math.round(Math.min(1.25, Math.max(0, share)) * 1000) / 10;
}

export interface DayLoadLike {
  date: string;
  peakSeats: number;
  capacity: number;
}

/** Days that need attention (nearly full or over), for the strip's summary line. */
export function crowdedDays<T extends DayLoadLike>(days: readonly T[]): T[] {
  return days.filter((day) => {
    const level = loadLevel(day.peakSeats, day.capacity);
    return level === 'near' || level === 'over';
  });
}
