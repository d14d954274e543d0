// The waiting list: a client joins for a full day (window, stop type, headcount), sees and leaves its
// entries; the offer mail's link shows the offer and books it (the link is the credential, rate
// limited per address); staff list a day, offer by hand and remove. Use cases in
// graph/services/waiting-list, rules in graph/domain/waiting-list.ts.
import { builder } from '../builder.ts';
import { WaitingListStatus } from '../generated/prisma/enums.ts';
import { dateFromDb, formatMinute, instantToLocal, parseLocalDate } from '../domain/local-time.ts';
import { MAX_GUESTS, MIN_GUESTS } from '../domain/reservation-rules.ts';
import { MAX_OPEN_ENTRIES_PER_DAY } from '../domain/waiting-list.ts';
import { MAX_COACHES } from '../domain/arrival-capacity/config.ts';
import { AppError } from '../errors.ts';
import { dayWaitingList, joinWaitingList, leaveWaitingList, myWaitingList, removeWaitingListEntry } from '../services/waiting-list/entries.ts';
import { acceptOffer, declineOffer, offerByHand, offerView, type OfferView } from '../services/waiting-list/offers.ts';
import { OFFER_TOKEN_MAX_LENGTH } from '../services/waiting-list/offer-link.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { nodeVisibility } from './node.ts';
import { StopTypeEnum } from './enums.ts';
import { LOCAL_DATE, LOCAL_TIME, meta, ownerOrStaff, viewerId } from './reservations/shared.ts';
// The entry's client and reservation are the Client and Reservation nodes (their own rules apply).
import './accounts.ts';
import './reservations/types.ts';
import { CancellationTermsRef } from './billing/booking-terms.ts';
import { BOOKING_CLIENT } from './client-access.ts';

const WaitingListStatusEnum = builder.enumType(WaitingListStatus, {
  name: 'WaitingListStatus',
  description: 'Where a waiting list entry stands.',
  values: {
    WAITING: { description: 'Waiting for a place that fits its window.' },
    OFFERED: { description: 'A place is offered (offerArrivalAt) until offerExpiresAt; the mail’s link books it.' },
    BOOKED: { description: 'The offer was booked: `reservation` is the booking.' },
    LEFT: { description: 'The client left the list, or staff removed the entry.' },
    ENDED: { description: 'Its day has passed.' },
  },
});

const time = (minute: number) => formatMinute(minute);

export const WaitingListEntryRef = builder.prismaNode('WaitingListEntry', {
  name: 'WaitingListEntry',
  description: 'A client’s place on the waiting list for a full day: offered a time when one inside its window frees. Its client and staff see it.',
  id: { field: 'id' },
  authScopes: nodeVisibility('WaitingListEntry', 'waitingListEntry', (e: { clientId: string }, ctx) => ownerOrStaff(ctx, e.clientId)),
  fields: (t) => ({
    day: t.string({ description: LOCAL_DATE, resolve: (e) => dateFromDb(e.day) }),
    windowStart: t.string({ description: `The earliest arrival the group could take. ${LOCAL_TIME}`, resolve: (e) => time(e.windowStartMinute) }),
    windowEnd: t.string({ description: `The latest arrival the group could take. ${LOCAL_TIME}`, resolve: (e) => time(e.windowEndMinute) }),
    type: t.field({ type: StopTypeEnum, description: 'Short or long stop.', resolve: (e) => e.type }),
    guests: t.exposeInt('guests', { description: 'The headcount.' }),
    seatReservation: t.exposeBoolean('seatReservation', { description: 'Whether the group needs seats.' }),
    coaches: t.exposeInt('coaches', { description: 'Coaches the group comes in.' }),
    status: t.field({ type: WaitingListStatusEnum, description: 'Where it stands.', resolve: (e) => e.status }),
    offerArrivalAt: t.expose('offerArrivalAt', { type: 'DateTime', nullable: true, description: 'The arrival offered (OFFERED only).' }),
    offerTime: t.string({ nullable: true, description: `The arrival offered, ${LOCAL_TIME}`, resolve: (e) => (e.offerArrivalAt ? time(instantToLocal(e.offerArrivalAt).minute) : null) }),
    offerExpiresAt: t.expose('offerExpiresAt', { type: 'DateTime', nullable: true, description: 'Until when the offer stands (OFFERED only).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it joined: first come, first offered.' }),
    client: t.relation('client', { description: 'The client waiting. Its own entry shows the client itself.' }),
    reservation: t.relation('reservation', { nullable: true, description: 'The booking it became (BOOKED).' }),
  }),
});

builder.queryField('myWaitingList', (t) =>
  t.prismaField({
    type: [WaitingListEntryRef],
    description: 'The signed-in client’s waiting list entries: open ones first by day, then the rest (at most 50).',
    authScopes: { client: true },
    resolve: (_query, _root, _args, ctx) => myWaitingList(ctx.services, viewerId(ctx, 'client')),
  }),
);

builder.queryField('waitingList', (t) =>
  t.prismaField({
    type: [WaitingListEntryRef],
    description: 'A day’s waiting list, open entries in the order they are offered, then the rest. Staff only. Errors: VALIDATION (extensions.fields.day INVALID_DATE).',
    authScopes: { staff: true },
    args: { day: t.arg.string({ required: true, description: LOCAL_DATE }) },
    resolve: (_query, _root, { day }, ctx) => {
      const local = parseLocalDate(day);
      if (!local) throw new AppError('VALIDATION', ctx.language, { detail: { fields: { day: 'INVALID_DATE' } } });
      return dayWaitingList(ctx.services, local);
    },
  }),
);

// ————— the offer link —————

const OfferStateEnum = builder.enumType('WaitingListOfferState', {
  description: 'Whether a waiting list offer link can still book, and if not, why.',
  values: {
    VALID: { description: 'It works: book it, or decline.' },
    BOOKED: { description: 'It was booked.' },
    EXPIRED: { description: 'The offer ran out; the entry waits again.' },
    WITHDRAWN: { description: 'A newer offer replaced it, or the entry left the list.' },
    UNKNOWN: { description: 'No such link.' },
  } as const,
});

const OfferRef = builder.objectRef<OfferView>('WaitingListOffer').implement({
  description: 'What an offer link shows: the offer, whom it is for (the organisation’s name only) and the cancellation terms booking it accepts.',
  fields: (t) => ({
    state: t.field({ type: OfferStateEnum, description: 'Whether it can still book.', resolve: (o) => o.state }),
    clientName: t.string({ nullable: true, description: 'The organisation it is for (null: UNKNOWN).', resolve: (o) => o.clientName }),
    day: t.string({ nullable: true, description: LOCAL_DATE, resolve: (o) => (o.entry ? dateFromDb(o.entry.day) : null) }),
    arrivalTime: t.string({ nullable: true, description: `The arrival offered, ${LOCAL_TIME}`, resolve: (o) => (o.entry?.offerArrivalAt ? time(instantToLocal(o.entry.offerArrivalAt).minute) : null) }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, description: 'Until when it can be booked.', resolve: (o) => o.entry?.offerExpiresAt ?? null }),
    type: t.field({ type: StopTypeEnum, nullable: true, description: 'Short or long stop.', resolve: (o) => o.entry?.type ?? null }),
    guests: t.int({ nullable: true, description: 'The headcount.', resolve: (o) => o.entry?.guests ?? null }),
    cancellation: t.field({ type: CancellationTermsRef, nullable: true, description: 'The cancellation terms the booking is made under (VALID only).', resolve: (o) => o.terms?.cancellation ?? null }),
  }),
});

builder.queryField('waitingListOffer', (t) =>
  t.field({
    type: OfferRef,
    description: 'What a waiting list offer link opens onto, without using it. Anyone with the link; rate limited per address (TOO_MANY_REQUESTS).',
    args: { token: t.arg.string({ required: true, description: 'The token from the link.' }) },
    resolve: (_root, { token }, ctx) => offerView(ctx.services, token.slice(0, OFFER_TOKEN_MAX_LENGTH + 1), meta(ctx)),
  }),
);

const OFFER_ERRORS = [
  ['WAITING_LIST_OFFER_INVALID', 'the link is unknown, booked already, expired or withdrawn (extensions.state)'],
  ['TOO_MANY_REQUESTS', 'too many links opened or answered from this address in the last hour (extensions.retryAfterSeconds)'],
] as const;

builder.relayMutationField(
  'joinWaitingList',
  {
    inputFields: (t) => ({
      day: t.string({ required: true, maxLength: 10, description: LOCAL_DATE }),
      windowStart: t.string({ required: true, maxLength: 5, description: `The earliest arrival the group could take. ${LOCAL_TIME}` }),
      windowEnd: t.string({ required: true, maxLength: 5, description: `The latest arrival (not before windowStart). ${LOCAL_TIME}` }),
      type: t.field({ type: StopTypeEnum, required: true, description: 'Short or long stop.' }),
      guests: t.int({ required: true, description: `${MIN_GUESTS}–${MAX_GUESTS}.` }),
      seatReservation: t.boolean({ required: true, description: 'Seats for the group (a long stop always has them).' }),
      coaches: t.int({ description: `Coaches the group comes in (default 1; at most one per 50 guests, ${MAX_COACHES} at most).` }),
    }),
  },
  {
    description: describeMutation(
      `Puts the signed-in client on the waiting list for a day: when a time inside the window frees, it is offered by mail. At most ${MAX_OPEN_ENTRIES_PER_DAY} open entries per client and day.`,
      'bookingClient',
      [
        ['VALIDATION', 'extensions.fields maps day (INVALID_DATE, ARRIVAL_IN_PAST, TOO_FAR_AHEAD), windowStart/windowEnd (INVALID_TIME, WINDOW_INVALID), guests (GUESTS_OUT_OF_RANGE), seatReservation (SEATS_REQUIRED_FOR_LONG_STOP), coaches (COACHES_INVALID, TOO_MANY_COACHES)'],
        ['WAITING_LIST_LIMIT', `the client already has ${MAX_OPEN_ENTRIES_PER_DAY} open entries for the day`],
        ['RESERVATION_NOT_ALLOWED', 'the account may no longer book (blocked, or no longer approved, since the request began)'],
      ],
    ),
    authScopes: BOOKING_CLIENT,
    resolve: async (_root, { input }, ctx) => ({ entry: await joinWaitingList(ctx.services, viewerId(ctx, 'client'), input, meta(ctx)) }),
  },
  { outputFields: (t) => ({ entry: t.field({ type: WaitingListEntryRef, description: 'The new entry (WAITING).', resolve: (p) => p.entry }) }) },
);

builder.relayMutationField(
  'leaveWaitingList',
  { inputFields: (t) => ({ entryId: t.globalID({ for: [WaitingListEntryRef], required: true, description: 'One of the client’s own open entries.' }) }) },
  {
    description: describeMutation('The signed-in client leaves the waiting list (an open offer is withdrawn and passes to the next).', 'bookerClient', [
      ['NOT_FOUND', 'no such entry of the client’s (or an ID of another type)'],
      ['WAITING_LIST_ENTRY_CLOSED', 'the entry is no longer open (booked, left, removed or ended)'],
    ]),
    authScopes: { clientBooks: true },
    resolve: async (_root, { input }, ctx) => ({ entry: await leaveWaitingList(ctx.services, viewerId(ctx, 'client'), input.entryId.id, meta(ctx)) }),
  },
  { outputFields: (t) => ({ entry: t.field({ type: WaitingListEntryRef, description: 'The entry (LEFT).', resolve: (p) => p.entry }) }) },
);

builder.relayMutationField(
  'acceptWaitingListOffer',
  { inputFields: (t) => ({ token: t.string({ required: true, maxLength: OFFER_TOKEN_MAX_LENGTH, description: 'The token from the offer link.' }) }) },
  {
    description: describeMutation(
      'Books the offered place from the offer mail (once; no sign-in: the link is the credential). The click accepts the cancellation terms the offer page states; the booking goes through every usual check under the day lock.',
      'anyone',
      [
        ...OFFER_ERRORS,
        ['NO_LONGER_AVAILABLE', 'the place was taken meanwhile: the entry waits again'],
        ['VALIDATION', 'a rule of the booking no longer holds (the lead time, opening hours), in extensions.fields'],
        ['RESERVATION_NOT_ALLOWED', 'the client may no longer book (blocked, or no longer approved)'],
      ],
    ),
    resolve: async (_root, { input }, ctx) => acceptOffer(ctx.services, input.token, meta(ctx)),
  },
  {
    outputFields: (t) => ({
      entry: t.field({ type: WaitingListEntryRef, nullable: true, description: 'The entry (BOOKED), to a viewer who may see it.', resolve: (p, _a, ctx) => (ownerOrStaff(ctx, p.entry.clientId) ? p.entry : null) }),
      orderNumber: t.string({ description: 'The new reservation’s order number.', resolve: (p) => p.reservation.orderNumber }),
    }),
  },
);

builder.relayMutationField(
  'declineWaitingListOffer',
  { inputFields: (t) => ({ token: t.string({ required: true, maxLength: OFFER_TOKEN_MAX_LENGTH, description: 'The token from the offer link.' }) }) },
  {
    description: describeMutation('Declines the offer from the offer mail (no sign-in): the entry waits again, behind the others, and the place is offered to the next.', 'anyone', [
      ...OFFER_ERRORS,
      INPUT_ERRORS.text,
    ]),
    resolve: async (_root, { input }, ctx) => {
      await declineOffer(ctx.services, input.token, meta(ctx));
      return { offer: await offerView(ctx.services, input.token, meta(ctx), { count: false }) };
    },
  },
  { outputFields: (t) => ({ offer: t.field({ type: OfferRef, description: 'The link after the answer.', resolve: (p) => p.offer }) }) },
);

builder.relayMutationField(
  'offerWaitingListPlace',
  {
    inputFields: (t) => ({
      entryId: t.globalID({ for: [WaitingListEntryRef], required: true, description: 'An open entry.' }),
      arrivalTime: t.string({ maxLength: 5, description: `The time to offer, ${LOCAL_TIME} Left out: the first inside the entry’s window that fits now.` }),
    }),
  },
  {
    description: describeMutation('Staff offer an entry a place by hand (a mail with the link goes out; an open offer of the entry is replaced).', 'staff', [
      ['NOT_FOUND', 'no such entry (or an ID of another type)'],
      ['VALIDATION', 'extensions.fields.arrivalTime is INVALID_TIME'],
      ['WAITING_LIST_ENTRY_CLOSED', 'the entry is no longer open, or its day has passed'],
      ['WAITING_LIST_NO_PLACE', 'the time (or every time in the window) does not fit now'],
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({ entry: await offerByHand(ctx.services, viewerId(ctx, 'staff'), input.entryId.id, input.arrivalTime ?? null, meta(ctx)) }),
  },
  { outputFields: (t) => ({ entry: t.field({ type: WaitingListEntryRef, description: 'The entry (OFFERED).', resolve: (p) => p.entry }) }) },
);

builder.relayMutationField(
  'removeWaitingListEntry',
  { inputFields: (t) => ({ entryId: t.globalID({ for: [WaitingListEntryRef], required: true, description: 'An open entry.' }) }) },
  {
    description: describeMutation('Staff remove an entry from the waiting list (an open offer is withdrawn and passes to the next).', 'staff', [
      ['NOT_FOUND', 'no such entry (or an ID of another type)'],
      ['WAITING_LIST_ENTRY_CLOSED', 'the entry is no longer open'],
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({ entry: await removeWaitingListEntry(ctx.services, viewerId(ctx, 'staff'), input.entryId.id, meta(ctx)) }),
  },
  { outputFields: (t) => ({ entry: t.field({ type: WaitingListEntryRef, description: 'The entry (LEFT).', resolve: (p) => p.entry }) }) },
);
