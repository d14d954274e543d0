import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/catalog-en.ts';
import sl from '../../i18n/catalog-sl.ts';
import { problemText, reservationFieldMessage } from '../../components/reservation/messages.ts';
import { describeFailure } from './submitFailure.ts';

const LEAD = { SHORT_STOP: 2, LONG_STOP: 72 };
const intlEn = createIntl({ locale: 'en', messages: en });
const intlSl = createIntl({ locale: 'sl', messages: sl });
/** As web/relay/environment.ts rejects a GraphQL answer without data. */
const answer = (message: string, extensions: Record<string, unknown>) => Object.assign(new Error(message), { errors: [{ message, extensions }] });

describe('a refused reservation', () => {
  it('gives the field problem as the detail, in the page’s language rather than the server’s', () => {
    // The server speaks the account's profile language (Slovenian here); the page is English.
    const error = answer('Kratek postanek je treba rezervirati vsaj 2 uri pred prihodom.', {
      code: 'VALIDATION',
      fields: { arrivalTime: 'LEAD_TIME_SHORT' },
      messages: { arrivalTime: 'Kratek postanek je treba rezervirati vsaj 2 uri pred prihodom.' },
    });
    const failure = describeFailure(error, intlEn, LEAD);
    expect(failure.detail).toBe('Short stops must be booked at least 2 hours before arrival.');
    expect(failure.fields).toEqual({ arrivalTime: 'LEAD_TIME_SHORT' });
    expect(intlEn.formatMessage({ id: 'error.reservationSubmit' }, { detail: failure.detail })).toBe(
      'There was an error submitting your reservation. Please try again. If the error occurs again, please contact the staff. Error: Short stops must be booked at least 2 hours before arrival.',
    );
    expect(describeFailure(error, intlSl, LEAD).detail).toBe('Kratek postanek je treba rezervirati vsaj 2 uri pred prihodom.');
  });

  it('falls back to the server’s words for a code the app does not know', () => {
    const error = answer('Ni šlo.', { code: 'VALIDATION', fields: { arrivalTime: 'SOMETHING_NEW' }, messages: { arrivalTime: 'Something new went wrong.' } });
    expect(describeFailure(error, intlEn, LEAD).detail).toBe('Something new went wrong.');
    expect(describeFailure(answer('The database is asleep.', { code: 'INTERNAL' }), intlEn, LEAD).detail).toBe('The database is asleep.');
  });

  it('passes on the nearby times when the seats went meanwhile', () => {
    const suggestions = [{ arrivalDate: '2026-12-02', arrivalTime: '13:30', remainingSeats: 60, arrivalAt: '2026-12-02T12:30:00.000Z' }];
    const failure = describeFailure(answer('x', { code: 'NO_LONGER_AVAILABLE', remainingSeats: 10, suggestions }), intlEn, LEAD);
    expect(failure.detail).toBe('This time is no longer available for your group. Please choose another time.');
    expect(failure.suggestions).toEqual(suggestions);
  });

  it('explains an account that may not book, and a lost connection', () => {
    expect(describeFailure(answer('x', { code: 'RESERVATION_NOT_ALLOWED' }), intlEn, LEAD).detail).toMatch(/^Your account may not place reservations/);
    expect(describeFailure(new TypeError('Failed to fetch'), intlEn, LEAD).detail).toBe(intlEn.formatMessage({ id: 'form.problem.network' }));
  });

  it('retires a refused idempotency key, and only then', () => {
    const reused = describeFailure(answer('x', { code: 'IDEMPOTENCY_KEY_REUSED' }), intlEn, LEAD);
    expect(reused.detail).toMatch(/^This reservation was already sent once with other details/);
    expect(reused.retireKey).toBe(true);
    expect(describeFailure(new TypeError('Failed to fetch'), intlEn, LEAD).retireKey).toBeFalsy();
  });
});

describe('problem codes', () => {
  it('have words for every code the API can send', () => {
    const schema = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    const block = /enum ReservationProblemCode \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const codes = block.split(/\s+/).filter((word) => /^[A-Z_]+$/.test(word));
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(reservationFieldMessage('arrivalTime', code, LEAD).descriptor.id, code).not.toBe(problemText.unknown.id);
  });

  it('say a missing answer with the §8 sentence of its step', () => {
    const say = (field: string) => intlEn.formatMessage(reservationFieldMessage(field, 'REQUIRED', LEAD).descriptor);
    expect(say('type')).toBe('Choose one of the options before proceeding with the reservation.');
    expect(say('seatReservation')).toBe('Choose one of the options before proceeding with the reservation.');
    expect(say('arrivalTime')).toBe('Select arrival date and time.');
    expect(say('guests')).toBe('Please fill in all required fields to continue.');
  });

  it('decline the lead times in Slovenian', () => {
    const long = reservationFieldMessage('arrivalTime', 'LEAD_TIME_LONG', LEAD);
    expect(intlSl.formatMessage(long.descriptor, long.values)).toBe('Dolg postanek je treba rezervirati vsaj 72 ur (3 dni) pred prihodom.');
    const short = reservationFieldMessage('arrivalTime', 'LEAD_TIME_SHORT', { SHORT_STOP: 1, LONG_STOP: 48 });
    expect(intlSl.formatMessage(short.descriptor, short.values)).toBe('Kratek postanek je treba rezervirati vsaj 1 uro pred prihodom.');
    expect(intlEn.formatMessage(long.descriptor, long.values)).toBe('Long stops must be booked at least 72 hours (3 days) before arrival.');
  });
});
