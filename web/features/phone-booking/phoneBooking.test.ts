import { describe, expect, it } from 'vitest';
import { EMPTY_PHONE_DRAFT, offeredOverrides, phoneFieldOf, phoneQuestion, toPhoneInput, validatePhoneDraft, withType } from './phoneBooking.ts';

const ready = { ...EMPTY_PHONE_DRAFT, guests: '40', arrivalDate: '2026-11-25', arrivalTime: '12:00' };

describe('the phone booking form', () => {
  it('asks for the client and the stop before sending', () => {
    expect(validatePhoneDraft(EMPTY_PHONE_DRAFT, false)).toEqual({ client: 'REQUIRED', guests: 'REQUIRED', arrivalDate: 'REQUIRED', arrivalTime: 'REQUIRED' });
    expect(validatePhoneDraft({ ...ready, guests: '101' }, true)).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
    expect(validatePhoneDraft({ ...ready, type: 'LONG_STOP', seatReservation: false }, true)).toEqual({ seatReservation: 'SEATS_REQUIRED_FOR_LONG_STOP' });
    expect(validatePhoneDraft({ ...ready, message: 'x'.repeat(2001) }, true)).toEqual({ message: 'TOO_LONG' });
    expect(validatePhoneDraft(ready, true)).toEqual({});
  });

  it('wants a reason once a rule is set aside', () => {
    expect(validatePhoneDraft({ ...ready, overrides: ['LEAD_TIME'] }, true)).toEqual({ overrideReason: 'REQUIRED' });
    expect(validatePhoneDraft({ ...ready, overrides: ['LEAD_TIME'], overrideReason: 'x'.repeat(501) }, true)).toEqual({ overrideReason: 'TOO_LONG' });
    expect(validatePhoneDraft({ ...ready, overrides: ['LEAD_TIME'], overrideReason: 'Kitchen agreed' }, true)).toEqual({});
  });

  it('offers to set aside what the server’s answer names, and keeps what was chosen', () => {
    expect(offeredOverrides([{ field: 'arrivalTime', code: 'LEAD_TIME_LONG' }], [])).toEqual(['LEAD_TIME']);
    expect(offeredOverrides([{ field: 'arrivalDate', code: 'TOO_FAR_AHEAD' }], [])).toEqual(['HORIZON']);
    // A time full by the pacing alone may be taken anyway; one full of seats may not.
    expect(offeredOverrides([{ field: 'arrivalTime', code: 'FULLY_BOOKED' }], [], ['PACING'])).toEqual(['PACING']);
    expect(offeredOverrides([{ field: 'arrivalTime', code: 'FULLY_BOOKED' }], [], ['PACING', 'SEATS'])).toEqual([]);
    expect(offeredOverrides([{ field: 'arrivalTime', code: 'FULLY_BOOKED' }], [])).toEqual([]);
    // Once chosen the answer no longer names the lead time, but the choice stays on screen.
    expect(offeredOverrides([], ['LEAD_TIME'])).toEqual(['LEAD_TIME']);
  });

  it('a new kind of stop forgets the rules set aside for the old arrival', () => {
    expect(withType({ ...ready, type: 'SHORT_STOP', seatReservation: false, overrides: ['LEAD_TIME'] }, 'LONG_STOP')).toEqual({ type: 'LONG_STOP', seatReservation: true, overrides: [] });
  });

  it('asks the server and sends only complete, trimmed answers', () => {
    expect(phoneQuestion({ ...ready, guests: '4' })).toBeNull();
    expect(phoneQuestion({ ...ready, overrides: ['LEAD_TIME'] })).toEqual({ type: 'LONG_STOP', guests: 40, coaches: 1, seatReservation: true, arrivalDate: '2026-11-25', arrivalTime: '12:00', overrides: ['LEAD_TIME'] });
    expect(toPhoneInput({ ...ready, wishes: '  ', responsibleFirstName: ' Janez ', overrideReason: 'ignored without an override' }, 'Q2xpZW50OjE=')).toEqual({
      organisationId: 'Q2xpZW50OjE=',
      type: 'LONG_STOP',
      guests: 40,
      coaches: 1,
      seatReservation: true,
      arrivalDate: '2026-11-25',
      arrivalTime: '12:00',
      responsibleFirstName: 'Janez',
      responsibleLastName: null,
      wishes: null,
      message: null,
      overrides: null,
      overrideReason: null,
    });
    expect(phoneFieldOf('arrivalAt')).toBe('arrivalTime');
    expect(phoneFieldOf('overrideReason')).toBe('overrideReason');
    expect(phoneFieldOf('organisationId')).toBeNull();
  });
});
