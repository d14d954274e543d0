import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS as SERVER_LIMITS } from '../../../graph/domain/reservation-rules.ts';
import {
  availabilityQuestion,
  changesOf,
  draftFieldOf,
  draftFrom,
  hasChanges,
  readSuggestions,
  TEXT_LIMITS,
  validateDraft,
  type EditableReservation,
} from './editForm.ts';

const R: EditableReservation = {
  id: 'UmVzZXJ2YXRpb246MQ',
  type: 'SHORT_STOP',
  guests: 40,
  coaches: 1,
  seatReservation: false,
  arrivalDay: '2026-07-18',
  arrivalLocalTime: '10:30',
  responsibleFirstName: 'Marko',
  responsibleLastName: null,
  wishes: null,
};

describe('the edit form', () => {
  it('starts from the reservation and sends nothing unchanged', () => {
    const draft = draftFrom(R);
    expect(changesOf(draft, R)).toEqual({});
    expect(hasChanges(draft, R)).toBe(false);
    expect(availabilityQuestion(draft, R)).toBeNull();
  });

  it('sends only what changed, texts trimmed, the arrival as date and time together', () => {
    const draft = { ...draftFrom(R), guests: '45', arrivalTime: '11:00', responsibleFirstName: ' Marko ', wishes: ' vegetarian x3 ' };
    expect(changesOf(draft, R)).toEqual({ guests: 45, arrivalDate: '2026-07-18', arrivalTime: '11:00', wishes: 'vegetarian x3' });
  });

  it('clears a text with an empty string', () => {
    expect(changesOf({ ...draftFrom(R), responsibleFirstName: '  ' }, R)).toEqual({ responsibleFirstName: '' });
  });

  it('counts a note alone as a change worth sending', () => {
    expect(hasChanges({ ...draftFrom(R), note: 'See you at 10:30!' }, R)).toBe(true);
  });

  it('checks like the server', () => {
    expect(TEXT_LIMITS).toEqual({
      responsibleFirstName: SERVER_LIMITS.responsibleFirstName,
      responsibleLastName: SERVER_LIMITS.responsibleLastName,
      wishes: SERVER_LIMITS.wishes,
      note: SERVER_LIMITS.note,
    });
    expect(validateDraft(draftFrom(R))).toEqual({});
    expect(validateDraft({ ...draftFrom(R), guests: '' })).toEqual({ guests: 'REQUIRED' });
    expect(validateDraft({ ...draftFrom(R), guests: '9' })).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
    expect(validateDraft({ ...draftFrom(R), guests: '101' })).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
    expect(validateDraft({ ...draftFrom(R), guests: '4O' })).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
    expect(validateDraft({ ...draftFrom(R), arrivalDate: '2026-02-30' })).toEqual({ arrivalDate: 'INVALID_DATE' });
    expect(validateDraft({ ...draftFrom(R), arrivalTime: '' })).toEqual({ arrivalTime: 'REQUIRED' });
    expect(validateDraft({ ...draftFrom(R), type: 'LONG_STOP', seatReservation: false })).toEqual({ seatReservation: 'SEATS_REQUIRED_FOR_LONG_STOP' });
    expect(validateDraft({ ...draftFrom(R), wishes: 'x'.repeat(2001) })).toEqual({ wishes: 'TOO_LONG' });
  });

  it('asks about availability only when seats could be affected', () => {
    expect(availabilityQuestion({ ...draftFrom(R), wishes: 'more coffee' }, R)).toBeNull();
    expect(availabilityQuestion({ ...draftFrom(R), guests: '50' }, R)).toEqual({
      type: 'SHORT_STOP',
      guests: 50,
      coaches: 1,
      seatReservation: false,
      arrivalDate: '2026-07-18',
      arrivalTime: '10:30',
      reservationId: R.id,
    });
    // More coaches may need another bay or pacing place: asked too.
    expect(availabilityQuestion({ ...draftFrom(R), coaches: 2 }, R)?.coaches).toBe(2);
    expect(availabilityQuestion({ ...draftFrom(R), guests: '5' }, R)).toBeNull();
    expect(availabilityQuestion({ ...draftFrom(R), seatReservation: true }, R)?.seatReservation).toBe(true);
    // Another stop type is asked about under that type (its stay length and rules).
    expect(availabilityQuestion({ ...draftFrom(R), type: 'LONG_STOP', seatReservation: true }, R)).toMatchObject({ type: 'LONG_STOP', seatReservation: true });
  });

  it('sends a new stop type as a change', () => {
    expect(changesOf({ ...draftFrom(R), type: 'LONG_STOP', seatReservation: true }, R)).toEqual({ type: 'LONG_STOP', seatReservation: true });
  });

  it('maps the server’s field names to the form', () => {
    expect(draftFieldOf('guests')).toBe('guests');
    expect(draftFieldOf('arrivalAt')).toBe('arrivalTime');
    expect(draftFieldOf('type')).toBe('type');
    expect(draftFieldOf('organisationId')).toBeNull();
  });

  it('reads the nearby times of NO_LONGER_AVAILABLE', () => {
    const error = {
      errors: [
        {
          extensions: {
            code: 'NO_LONGER_AVAILABLE',
            remainingSeats: 4,
            suggestions: [
              { arrivalDate: '2026-07-18', arrivalTime: '11:15', arrivalAt: '2026-07-18T09:15:00Z', remainingSeats: 60 },
              { arrivalDate: '2026-07-18', arrivalTime: 'bad' },
            ],
          },
        },
      ],
    };
    expect(readSuggestions(error)).toEqual([{ arrivalDate: '2026-07-18', arrivalTime: '11:15', remainingSeats: 60 }]);
    expect(readSuggestions(new Error('x'))).toEqual([]);
  });
});
