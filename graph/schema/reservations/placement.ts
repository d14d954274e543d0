// Staff move a group to other rooms or its coaches to other bays.
import { builder } from '../../builder.ts';
import { ARRIVAL_LIMITS, MAX_COACHES } from '../../domain/arrival-capacity/config.ts';
import { changePlacement } from '../../services/reservations/placement.ts';
import { maxItems } from '../bounds.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { RoomRef } from '../arrival-capacity/room-type.ts';

import { meta, reservationAsNow, viewerId } from './shared.ts';
import { ReservationRef } from './types.ts';

builder.relayMutationField(
  'changeReservationPlacement',
  {
    description: 'Give roomIds, bays or both; what is not given stays.',
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'The reservation (CREATED, WAITING or SCHEDULED).' }),
      expectedVersion: t.int({ required: true, description: 'The version you saw; a newer one answers RESERVATION_CHANGED.' }),
      roomIds: t.globalIDList({
        for: [RoomRef],
        description: 'One room, or every room of one joined set (arrivalSettings.roomCombinations), with the seats free for the stay.',
        ...maxItems(ARRIVAL_LIMITS.roomsPerCombination),
      }),
      bays: t.intList({ description: 'One coach bay per coach (1..arrivalSettings.coachBays), each free for the stay and turnaround.', ...maxItems(MAX_COACHES) }),
    }),
  },
  {
    description: describeMutation(
      'Puts the group in the rooms and its coaches in the bays staff choose, judged by the day’s capacity under its lock; recorded in the history (PLACED) and the audit log. Staff only.',
      'staff',
      [
        ['ROOM_NOT_AVAILABLE', 'not one open room or joined set, or not enough seats free there for the stay'],
        ['BAY_NOT_AVAILABLE', 'not one free bay per coach for the stay and turnaround'],
        ['RESERVATION_CHANGED', 'someone changed the reservation since expectedVersion (extensions.currentVersion)'],
        ['RESERVATION_CLOSED', 'the reservation is FINISHED or DELETED, which are final'],
        INPUT_ERRORS.id,
        INPUT_ERRORS.list,
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({
      reservation: await changePlacement(
        ctx.services,
        viewerId(ctx, 'staff'),
        input.reservationId.id,
        { roomIds: input.roomIds?.map((room) => room.id) ?? null, bays: input.bays ?? null },
        input.expectedVersion,
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
