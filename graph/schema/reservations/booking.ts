// A client books: createReservation.
import { builder } from '../../builder.ts';
import { LEAD_TIME_HOURS, MAX_GUESTS, MIN_GUESTS, TEXT_LIMITS } from '../../domain/reservation-rules.ts';
import { createReservation } from '../../services/reservations/place-reservation.ts';
import { StopTypeEnum } from '../enums.ts';
import { GUESTS_PER_COACH, MAX_COACHES } from '../../domain/arrival-capacity/config.ts';
import { IDEMPOTENCY_KEY_DESCRIPTION } from '../guards.ts';
import { describeMutation, INPUT_ERRORS, type InputFields } from '../mutations.ts';
import { formatPrismaCursor } from '@pothos/plugin-prisma';

import { RESERVATION_FIELD_ERRORS, LOCAL_DATE, LOCAL_TIME, meta, reservationAsNow, viewerId } from './shared.ts';
import './types.ts';
import { ClientReservationEdgeRef } from './client-reservations.ts';
import { BOOKING_CLIENT } from '../client-access.ts';


/** What a booking says, whoever places it (the client, or staff for it). */
export function bookingInputFields(t: InputFields) {
  return {
    type: t.field({ type: StopTypeEnum, required: true, description: 'Short stop (coffee) or long stop (lunch).' }),
    guests: t.int({ required: true, description: `${MIN_GUESTS} to ${MAX_GUESTS}.` }),
    seatReservation: t.boolean({ required: true, description: 'Reserve seats for the group (required for long stops).' }),
    arrivalDate: t.string({ required: true, description: LOCAL_DATE }),
    arrivalTime: t.string({ required: true, description: `${LOCAL_TIME} On the slot grid (reservationRules.slotMinutes).` }),
    coaches: t.int({ description: `Coaches the group comes in (default 1; at most one per ${GUESTS_PER_COACH} guests, staff up to ${MAX_COACHES}). Each arrives in a pacing slot and holds a coach bay.` }),
    responsibleFirstName: t.string({ maxLength: TEXT_LIMITS.responsibleFirstName, description: 'Responsible person (usually the driver or guide).' }),
    responsibleLastName: t.string({ maxLength: TEXT_LIMITS.responsibleLastName, description: 'The responsible person’s last name.' }),
    message: t.string({ maxLength: TEXT_LIMITS.message, multiline: true, description: 'Free text for the staff.' }),
    wishes: t.string({ maxLength: TEXT_LIMITS.wishes, multiline: true, description: 'Menu, dietary needs, accessibility...' }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    acceptTerms: t.boolean({
      required: true,
      description:
        'The client accepts the cancellation terms it is booked under (bookingTerms for the arrival day; on a phone booking, staff confirm they told the client). False is refused with TERMS_NOT_ACCEPTED.',
    }),
  };
}

/** The refusals every booking can meet, whoever places it. */
export const BOOKING_ERRORS = [
  INPUT_ERRORS.text,
  ['NO_LONGER_AVAILABLE', 'the time is full for the group (extensions.reasons: SEATS, ROOM, PACING or BAYS; extensions.remainingSeats; extensions.suggestions: nearby arrival times with room)'],
  ['IDEMPOTENCY_KEY_INVALID', 'the idempotencyKey is not 16–128 characters of A–Z a–z 0–9 . : - _'],
  ['IDEMPOTENCY_KEY_REUSED', 'the idempotencyKey was used in the last 24 hours with different input'],
  ['NOT_FOUND', 'the reservation a repeated idempotencyKey names no longer exists'],
  ['TERMS_NOT_ACCEPTED', 'acceptTerms was false; nothing is booked'],
] as const;

builder.relayMutationField(
  'createReservation',
  {
    description: `A new reservation. Guests ${MIN_GUESTS}–${MAX_GUESTS}; long stops at least ${LEAD_TIME_HOURS.LONG_STOP} hours ahead and with seats; short stops at least ${LEAD_TIME_HOURS.SHORT_STOP} hours ahead.`,
    inputFields: (t) => bookingInputFields(t),
  },
  {
    description: describeMutation(
      'Places a reservation (status CREATED) and e-mails the client and staff. Verified, approved clients only. ' +
        'A retry with the same idempotencyKey answers with the first reservation (as it is now).',
      'bookingClient',
      [
        ['VALIDATION', `${RESERVATION_FIELD_ERRORS}, LEAD_TIME_LONG, LEAD_TIME_SHORT, ARRIVAL_IN_PAST, TOO_FAR_AHEAD) and extensions.messages says each in the asker’s language`],
        ...BOOKING_ERRORS,
        ['RESERVATION_NOT_ALLOWED', 'the account may no longer book (blocked, or no longer approved, since the request began)'],
      ],
    ),
    authScopes: BOOKING_CLIENT,
    resolve: async (_root, { input }, ctx) => ({ reservation: await createReservation(ctx.services, viewerId(ctx, 'client'), input, meta(ctx)) }),
  },
  {
    description: 'The new reservation, and its edge for the client’s reservation list.',
    outputFields: (t) => ({
      reservation: reservationAsNow(t, 'The new reservation (CREATED).'),
      reservationEdge: t.field({
        type: ClientReservationEdgeRef,
        description: 'The reservation as an edge of Client.reservations (newest first: it belongs at the start).',
        resolve: (payload) => ({ cursor: formatPrismaCursor(payload.reservation, 'id'), node: payload.reservation }),
      }),
    }),
  },
);
