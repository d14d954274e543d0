// Staff move a reservation through its statuses and edit its details.
import { builder } from '../../builder.ts';
import { MAX_COACHES } from '../../domain/arrival-capacity/config.ts';
import { MAX_GUESTS, MIN_GUESTS, TEXT_LIMITS } from '../../domain/reservation-rules.ts';
import { updateReservation } from '../../services/reservations/edit-reservation.ts';
import { changeReservationStatus } from '../../services/reservations/status-changes.ts';
import { recordCheckIn } from '../../services/check-in.ts';
import { CHECK_IN_LATE_UNTIL_MINUTE, LATE_CANCELLATION_HOURS, MAX_ACTUAL_GUESTS, MIN_ACTUAL_GUESTS } from '../../domain/outcomes.ts';
import { formatMinute } from '../../domain/local-time.ts';
import { ReservationStatusEnum, StopTypeEnum } from '../enums.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { DEPOSIT_CREDIT_ERROR } from '../billing/refusals.ts';

import { LOCAL_DATE, LOCAL_TIME, meta, RESERVATION_FIELD_ERRORS, reservationAsNow, viewerId } from './shared.ts';
import { ReservationRef } from './types.ts';

const VERSION_ERRORS = [
  ['NOT_FOUND', 'no such reservation'],
  ['RESERVATION_CHANGED', 'someone changed the reservation since expectedVersion (extensions.currentVersion)'],
  ['RESERVATION_CLOSED', 'the reservation is FINISHED or DELETED, which are final'],
] as const;

builder.relayMutationField(
  'changeReservationStatus',
  {
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'The reservation to move.' }),
      status: t.field({
        type: ReservationStatusEnum,
        required: true,
        description:
          'Allowed: CREATED → WAITING, SCHEDULED or DELETED; WAITING → SCHEDULED or DELETED; SCHEDULED → WAITING, FINISHED (from the arrival day) or DELETED. FINISHED and DELETED are final.',
      }),
      note: t.string({
        maxLength: TEXT_LIMITS.note,
        multiline: true,
        description: 'A note for the client, mailed and kept in the history: required for WAITING (what needs coordinating) and DELETED (why), optional otherwise.',
      }),
      expectedVersion: t.int({ required: true, description: 'The version you saw; a newer one answers RESERVATION_CHANGED.' }),
      requestedByClient: t.boolean({
        description: `For DELETED: true when the client asked for the cancellation (outcome CANCELLED_BY_CLIENT; less than ${LATE_CANCELLATION_HOURS} hours before arrival it counts as late), false or omitted when it is the restaurant’s decision (DECLINED from CREATED, CANCELLED_BY_STAFF otherwise). Ignored for other statuses.`,
      }),
    }),
  },
  {
    description: describeMutation('Moves a reservation to another status and e-mails the client (except for FINISHED). Staff only.', 'staff', [
      ['VALIDATION', 'extensions.fields.note is REQUIRED (WAITING and DELETED need a note) or TOO_LONG'],
      INPUT_ERRORS.text,
      ...VERSION_ERRORS,
      INPUT_ERRORS.id,
      ['INVALID_TRANSITION', 'the status machine does not allow this move (extensions.from, extensions.to)'],
      ['NOT_ARRIVED_YET', 'FINISHED before the arrival day'],
      DEPOSIT_CREDIT_ERROR,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({
      reservation: await changeReservationStatus(
        ctx.services,
        viewerId(ctx, 'staff'),
        input.reservationId.id,
        input.status,
        { note: input.note, expectedVersion: input.expectedVersion, requestedBy: input.requestedByClient ? 'CLIENT' : 'STAFF' },
        meta(ctx),
      ),
    }),
  },
  {
    outputFields: (t) => ({
      reservation: reservationAsNow(t, 'The reservation as it is now.'),
    }),
  },
);

builder.relayMutationField(
  'updateReservation',
  {
    description: 'Omitted fields stay as they are; for the optional texts, null or an empty string clears them.',
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'The reservation to edit (CREATED, WAITING or SCHEDULED).' }),
      expectedVersion: t.int({ required: true, description: 'The version you saw; a newer one answers RESERVATION_CHANGED.' }),
      type: t.field({ type: StopTypeEnum, description: 'Another stop type: that type’s current stay length and price apply, and its rules (a long stop needs seats).' }),
      guests: t.int({ description: `How many guests (${MIN_GUESTS}–${MAX_GUESTS}).` }),
      seatReservation: t.boolean({ description: 'Whether the group reserves seats (a long stop must).' }),
      arrivalDate: t.string({ description: LOCAL_DATE }),
      arrivalTime: t.string({ description: LOCAL_TIME }),
      coaches: t.int({ description: `Coaches the group comes in (1–${MAX_COACHES}).` }),
      responsibleFirstName: t.string({ maxLength: TEXT_LIMITS.responsibleFirstName, description: `The responsible person’s first name (at most ${TEXT_LIMITS.responsibleFirstName} characters).` }),
      responsibleLastName: t.string({ maxLength: TEXT_LIMITS.responsibleLastName, description: `The responsible person’s last name (at most ${TEXT_LIMITS.responsibleLastName} characters).` }),
      wishes: t.string({ maxLength: TEXT_LIMITS.wishes, multiline: true, description: `Menu, dietary needs, accessibility (at most ${TEXT_LIMITS.wishes} characters).` }),
      note: t.string({ maxLength: TEXT_LIMITS.note, multiline: true, description: 'A note for the client about this change; mailed and kept in the history.' }),
    }),
  },
  {
    description: describeMutation(
      'Edits an open reservation (capacity re-checked; no lead time for staff) and e-mails the client what changed. Staff only.',
      'staff',
      [
        ['VALIDATION', `${RESERVATION_FIELD_ERRORS}) for the fields that change, and extensions.messages says each in the asker’s language`],
        INPUT_ERRORS.text,
        ['NO_LONGER_AVAILABLE', 'the change needs room that is not free (extensions.reasons: SEATS, ROOM, PACING or BAYS; extensions.remainingSeats, extensions.suggestions)'],
        ['NOT_A_LONG_STOP', 'a short stop type for a reservation with pre-ordered meals (only a long stop takes them)'],
        ['MEALS_EXCEED_GUESTS', 'fewer guests than the meals pre-ordered for them'],
        ...VERSION_ERRORS,
        INPUT_ERRORS.id,
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      const { reservationId, expectedVersion, note, ...edit } = input;
      return { reservation: await updateReservation(ctx.services, viewerId(ctx, 'staff'), reservationId.id, edit, { note, expectedVersion }, meta(ctx)) };
    },
  },
  {
    outputFields: (t) => ({
      reservation: reservationAsNow(t, 'The reservation as it is now.'),
    }),
  },
);

const CHECK_IN_WINDOW = `on its arrival day or until ${formatMinute(CHECK_IN_LATE_UNTIL_MINUTE)} the day after`;
const CHECK_IN_ERRORS = [
  ...VERSION_ERRORS,
  INPUT_ERRORS.id,
  ['CHECK_IN_NOT_TODAY', `not ${CHECK_IN_WINDOW} (Europe/Ljubljana)`],
] as const;

builder.relayMutationField(
  'checkInReservation',
  {
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'The arriving group’s reservation (SCHEDULED).' }),
      expectedVersion: t.int({ required: true, description: 'The version you saw; a newer one answers RESERVATION_CHANGED.' }),
      actualGuests: t.int({ required: true, description: `How many guests arrived, as counted at the door (${MIN_ACTUAL_GUESTS}–${MAX_ACTUAL_GUESTS}; may differ from the booked guests).` }),
    }),
  },
  {
    description: describeMutation(
      `The group arrived: records the headcount and makes the reservation FINISHED with outcome ARRIVED (${CHECK_IN_WINDOW}). No mail. Staff only.`,
      'staff',
      [
        ['VALIDATION', 'extensions.fields.actualGuests is OUT_OF_RANGE'],
        ...CHECK_IN_ERRORS,
        ['INVALID_TRANSITION', 'not SCHEDULED: confirm the reservation first (extensions.from, extensions.to)'],
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({
      reservation: await recordCheckIn(
        ctx.services,
        viewerId(ctx, 'staff'),
        'ARRIVED',
        { reservationId: input.reservationId.id, expectedVersion: input.expectedVersion, actualGuests: input.actualGuests },
        meta(ctx),
      ),
    }),
  },
  {
    outputFields: (t) => ({
      reservation: reservationAsNow(t, 'The reservation as it is now (FINISHED).'),
    }),
  },
);

builder.relayMutationField(
  'markReservationNoShow',
  {
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'The reservation whose group did not arrive (CREATED, WAITING or SCHEDULED).' }),
      expectedVersion: t.int({ required: true, description: 'The version you saw; a newer one answers RESERVATION_CHANGED.' }),
      note: t.string({
        maxLength: TEXT_LIMITS.note,
        multiline: true,
        description: 'An optional note for the client, mailed with the no-show notice and kept in the history.',
      }),
    }),
  },
  {
    description: describeMutation(
      `The group did not arrive: makes the reservation DELETED with outcome NO_SHOW, after its arrival time (${CHECK_IN_WINDOW}), and e-mails the client. Staff only.`,
      'staff',
      [
        ['VALIDATION', 'extensions.fields.note is TOO_LONG'],
        INPUT_ERRORS.text,
        ...CHECK_IN_ERRORS,
        ['NO_SHOW_TOO_EARLY', 'its arrival time has not passed yet'],
        DEPOSIT_CREDIT_ERROR,
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({
      reservation: await recordCheckIn(
        ctx.services,
        viewerId(ctx, 'staff'),
        'NO_SHOW',
        { reservationId: input.reservationId.id, expectedVersion: input.expectedVersion, note: input.note },
        meta(ctx),
      ),
    }),
  },
  {
    outputFields: (t) => ({
      reservation: reservationAsNow(t, 'The reservation as it is now (DELETED).'),
    }),
  },
);
