// Every business rule lives once, in graph/domain, and the web app imports it (or asks the server).
// 1. A changed limit in graph/domain is all it takes: the wizard, the staff forms and their
//    messages follow. (The domain module is replaced here by one with other limits.)
// 2. No web module states a rule of its own again: no copied limits, time zone or calendar maths;
//    nor does the server outside graph/domain (its time zone, calendar maths and CSV escaping).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as ReservationRules from '../../graph/domain/reservation-rules.ts';

vi.mock('../../graph/domain/reservation-rules.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ReservationRules>();
  return {
    ...original,
    MAX_GUESTS: 120,
    TEXT_LIMITS: { ...original.TEXT_LIMITS, message: 3000, wishes: 2500, note: 1500 },
  };
});

describe('a rule changed in graph/domain', () => {
  it('is followed by the wizard, the staff forms and their messages', async () => {
    const wizard = await import('../features/booking/wizard.ts');
    const editForm = await import('../features/reservations/editForm.ts');
    const actions = await import('../features/reservations/actions.ts');
    const messages = await import('../components/reservation/messages.ts');
    const leadTimes = { SHORT_STOP: 2, LONG_STOP: 72 };
    expect(wizard.TEXT_LIMITS.message).toBe(3000);
    expect(editForm.TEXT_LIMITS.wishes).toBe(2500);
    expect(actions.NOTE_MAX).toBe(1500);
    expect(messages.reservationFieldMessage('guests', 'GUESTS_OUT_OF_RANGE', leadTimes).values).toEqual({ min: 10, max: 120 });
    expect(messages.reservationFieldMessage('message', 'TOO_LONG', leadTimes).values).toEqual({ max: 3000 });
    expect(wizard.checkStep('message', { ...wizard.EMPTY_DRAFT, message: 'x'.repeat(2999) }).ok).toBe(true);
  });
});

const WEB = path.resolve(import.meta.dirname, '..');
const GRAPH = path.resolve(import.meta.dirname, '../../graph');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const skipped = ['__generated__', 'public', 'generated', 'domain', 'testing'];
    if (entry.isDirectory()) return skipped.includes(entry.name) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** What a copied rule looks like: its own limits, status machine, time zone or calendar maths. */
const COPIES: Array<[string, RegExp]> = [
  ['a guest limit', /\b(MIN_GUESTS|MAX_GUESTS|GUESTS_MIN|GUESTS_MAX)\s*=\s*\d/],
  ['a lead time', /\b\w*LEAD\w*\s*=\s*\d|\?\?\s*(2|72)\b/],
  ['a text limit', /\b(NOTE_MAX|TEXT_LIMITS|LIMITS)\s*(:[^=]*)?=\s*\{[^}]*\d/],
  ['a length limit of its own', /maxLength=\{\d{3,}\}|max = \d{3,}\b/],
  ['the status machine', /\bTRANSITIONS\s*(:[^=]*)?=\s*\{/],
  ['the time zone', /['"]Europe\/Ljubljana['"]/],
  ['calendar maths', /function\s+(addDays|isoWeekday|daysBetween|localToInstant|instantToLocal|offsetMinutes|parseLocalDate)\b/],
  ['the order-number alphabet', /23456789ABCDEFGHJKMNPQRSTUVWXYZ/],
  ['the long-stop seat rule', /===\s*'LONG_STOP'\s*&&\s*!\w+\.seatReservation/],
  ['CSV formula escaping', /\/\^\[=\+\\-@/],
];

/** What the server must not state outside graph/domain either. */
const SERVER_COPIES = COPIES.filter(([what]) => ['the time zone', 'calendar maths', 'CSV formula escaping', 'the order-number alphabet'].includes(what));

describe('the web app', () => {
  it('states no business rule of its own', () => {
    const found: string[] = [];
    for (const file of sources(WEB)) {
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of COPIES) if (pattern.test(text)) found.push(`${path.relative(WEB, file)}: ${what}`);
    }
    expect(found).toEqual([]);
  });
});

describe('the server outside graph/domain', () => {
  it('states none of the rules kept there', () => {
    const found: string[] = [];
    for (const file of sources(GRAPH)) {
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of SERVER_COPIES) if (pattern.test(text)) found.push(`${path.relative(GRAPH, file)}: ${what}`);
    }
    expect(found).toEqual([]);
  });
});
