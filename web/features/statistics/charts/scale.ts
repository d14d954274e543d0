// The arithmetic of the charts, kept apart from the SVG so it can be tested: nice axis ticks,
// linear and band scales, donut arcs and heat levels. Plain numbers in, plain numbers out.

export interface Ticks {
  /** The axis end: the first tick at or above the data's maximum. */
  max: number;
  step: number;
  ticks: number[];
}

/**
 * About `count` evenly spaced ticks from 0 that cover `maxValue`, with steps of 1, 2 or 5 × 10ⁿ
 * (whole numbers only when `integer`: counts of reservations and guests never have halves).
 */
export function niceTicks(maxValue: number, count = 4, integer = true): Ticks {
  const target = Math.max(1, Math.floor(count));
  if (!Number.isFinite(maxValue) || maxValue <= 0) return { max: 1, step: 1, ticks: [0, 1] };
  const raw = maxValue / target;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalised = raw / magnitude;
  const nice = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 5 ? 5 : 10;
  let step = nice * magnitude;
  if (integer) step = Math.max(1, Math.round(step));
  const max = Math.ceil(maxValue / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= max + step / 1e6; value += step) ticks.push(roundTo(value, step));
  return { max, step, ticks };
}

function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Number(value.toFixed(decimals));
}

/** Maps [0, domainMax] onto [0, length]. */
export function linearScale(domainMax: number, length: number): (value: number) => number {
  if (domainMax <= 0) return () => 0;
  return (value) => (Math.max(0, Math.min(value, domainMax)) / domainMax) * length;
}

export interface Band {
  /** Width of one bar's slot content. */
  width: number;
  /** Left edge of the i-th bar. */
  start(index: number): number;
  /** Centre of the i-th bar. */
  centre(index: number): number;
}

/** `count` bars side by side over `length`, with `padding` (0–1) of each slot left empty. */
export function bandScale(count: number, length: number, padding = 0.25): Band {
  const slot = count > 0 ? length / count : length;
  const width = slot * (1 - Math.min(Math.max(padding, 0), 0.9));
  const offset = (slot - width) / 2;
  return {
    width,
    start: (index) => index * slot + offset,
    centre: (index) => index * slot + slot / 2,
  };
}

export interface Arc {
  index: number;
  value: number;
  /** Share of the whole, 0–1. */
  share: number;
  /** Angles in radians, clockwise from 12 o'clock. */
  start: number;
  end: number;
}

/** The donut's slices (empty values get no slice). */
export function arcs(values: readonly number[]): Arc[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total <= 0) return [];
  const out: Arc[] = [];
  let angle = 0;
  values.forEach((raw, index) => {
    const value = Math.max(0, raw);
    if (value === 0) return;
    const share = value / total;
    const end = angle + share * 2 * Math.PI;
    out.push({ index, value, share, start: angle, end });
    angle = end;
  });
  return out;
}

function point(cx: number, cy: number, radius: number, angle: number): string {
  // 0 rad = 12 o'clock, clockwise.
  const x = cx + radius * Math.sin(angle);
  const y = cy - radius * Math.cos(angle);
  return `${x.toFixed(3)} ${y.toFixed(3)}`;
}

/** An SVG path for a ring segment between `start` and `end` (a full ring when it spans 2π). */
export function arcPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  const span = end - start;
  if (span >= 2 * Math.PI - 1e-6) {
    // Two half rings: a single arc from a point to itself draws nothing.
    const mid = start + Math.PI;
    return `${arcPath(cx, cy, outer, inner, start, mid)} ${arcPath(cx, cy, outer, inner, mid, start + 2 * Math.PI)}`;
  }
  const large = span > Math.PI ? 1 : 0;
  return [
    `M ${point(cx, cy, outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}`,
    `L ${point(cx, cy, inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)}`,
    'Z',
  ].join(' ');
}

/** Which of `levels` shades a heat cell gets: 0 for nothing, 1…levels by share of the maximum. */
export function heatLevel(value: number, max: number, levels = 5): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(levels, Math.max(1, Math.ceil((value / max) * levels)));
}

/** Share as a whole percentage that still sums sensibly for display (never "0 %" for a non-zero part). */
export function percent(part: number, total: number): number {
  if (total <= 0 || part <= 0) return 0;
  return Math.max(1, Math.round((part / total) * 100));
}
