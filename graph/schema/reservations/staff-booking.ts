// Staff book for a client (by phone): createReservationForClient.
import { builder } from '../../builder.ts';
import { BOOKING_OVERRIDES } from '../../domain/staff-booking.ts';
import { TEXT_LIMITS } from '../../domain/reservation-rules.ts';
import { createReservationForClient } from '../../services/staff-bookings.ts';
import { ClientRef } from '../accounts.ts';
import { maxItems } from '../bounds.ts';
import { BookingOverrideEnum } from '../enums.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';

import { BOOKING_ERRORS, bookingInputFields } from './booking.ts';
import { meta, RESERVATION_FIELD_ERRORS, reservationAsNow, viewerId } from './shared.ts';
import './types.ts';

builder.relayMutationField(
  'createReservationForClient',
  {
    description: 'A reservation staff take for a client, e.g. on the phone. The client’s rules apply, except the lead time and the horizon when set aside with a reason.',
    inputFields: (t) => ({
      organisationId: t.globalID({ required: true, for: [ClientRef], description: 'The approved client the reservation is for.' }),
      ...bookingInputFields(t),
      overrides: t.field({
        type: [BookingOverrideEnum],
        description: 'Rules to set aside when the booking needs it (only those it needs are applied and recorded). Requires overrideReason.',
        ...maxItems(BOOKING_OVERRIDES.length),
      }),
      overrideReason: t.string({
        maxLength: TEXT_LIMITS.overrideReason,
        multiline: true,
        description: 'Why the rules are set aside; kept in the history for staff, never shown to the client.',
      }),
    }),
  },
  {
    description: describeMutation(
      'Places a reservation (status CREATED) for an approved client and e-mails the client (as for its own booking) and the team. ' +
        'The history records who took it and which rules were set aside. A retry with the same idempotencyKey answers with the first reservation.',
      'staff',
      [
        [
          'VALIDATION',
          `${RESERVATION_FIELD_ERRORS}, LEAD_TIME_LONG, LEAD_TIME_SHORT, TOO_FAR_AHEAD unless set aside in overrides, ARRIVAL_IN_PAST; overrideReason REQUIRED when a rule is set aside) and extensions.messages says each in the asker’s language`,
        ],
        ...BOOKING_ERRORS,
        INPUT_ERRORS.id,
        INPUT_ERRORS.list,
        ['CLIENT_CANNOT_BOOK', 'the client is not approved, is blocked or was deleted'],
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({
      reservation: await createReservationForClient(ctx.services, viewerId(ctx, 'staff'), { ...input, clientId: input.organisationId.id }, meta(ctx)),
    }),
  },
  {
    description: 'The new reservation.',
    outputFields: (t) => ({
      reservation: reservationAsNow(t, 'The reservation as it is now.'),
    }),
  },
);
