// A reservation's conversation between the client and staff: the GraphQL surface. Whoever may see
// the reservation may read its messages (its organisation, signed in or through a token that reads
// its reservations; staff and restaurant tokens all); posting and marking read are for people, never
// tokens: the client signed in (not blocked) on its own reservations, staff on any. Internal notes
// (staff-notes.ts) are a different thing and never appear here.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { filter, pipe } from 'graphql-yoga';
import DataLoader from 'dataloader';
import { createContextCache } from '@pothos/core';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';
import { MessageSide } from '../generated/prisma/enums.ts';
import { readOncePerEvent, type ReservationMessageEvent } from '../pubsub.ts';
import { CLOSED_THREAD_OPEN_DAYS, MAIL_WINDOW_MINUTES, MESSAGE_MAX_LENGTH, MESSAGES_MAX_PAGE, THREAD_MAX_MESSAGES, threadIsOpen } from '../domain/conversation.ts';
import { markReservationMessagesRead, postReservationMessage, unreadConversations, unreadCounts, type Participant } from '../services/reservation-messages.ts';
import { UNREAD_ALONGSIDE, viewerSide } from './unread-alongside.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { nodeVisibility } from './node.ts';
import { ReservationRef } from './reservations/types.ts';
import { ownerOrStaff } from './reservations/shared.ts';
import { MEMBER_BITS, personOf, PersonNameRef, STAFF_BITS } from './people.ts';
import { UNBLOCKED_BOOKER_OR_STAFF } from './client-access.ts';

const MessageSideEnum = builder.enumType(MessageSide, {
  name: 'MessageSide',
  description: 'Which side of a reservation’s conversation wrote a message.',
  values: {
    CLIENT: { description: 'The client organisation.' },
    STAFF: { description: 'The restaurant’s staff.' },
  },
});

function participant(ctx: Context): Participant {
  if (ctx.viewer.kind === 'staff') return { kind: 'staff', staffId: ctx.viewer.id };
  if (ctx.viewer.kind === 'client') return { kind: 'client', clientId: ctx.viewer.id, memberId: ctx.viewer.memberId };
  throw new AppError('FORBIDDEN', ctx.language);
}

export const ReservationMessageRef = builder.prismaNode('ReservationMessage', {
  name: 'ReservationMessage',
  description:
    'A message in a reservation’s conversation between the client and staff. Both sides read it; it never changes the reservation ' +
    '(only staff do, with a status change or an edit). Not an internal note: those are StaffNote.',
  id: { field: 'id' },
  authScopes: nodeVisibility('ReservationMessage', 'reservationMessage', (m: { clientId: string }, ctx) => ownerOrStaff(ctx, m.clientId)),
  fields: (t) => ({
    body: t.exposeString('body', { description: 'The text (trimmed; line breaks kept).' }),
    side: t.expose('authorSide', { type: MessageSideEnum, description: 'Who wrote it: the CLIENT or STAFF.' }),
    fromMySide: t.boolean({
      description: 'Whether your side wrote it (you or, for staff, a colleague).',
      resolve: (m, _args, ctx) => m.authorSide === viewerSide(ctx),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    author: t.relation('authorStaff', {
      nullable: true,
      description: 'The member of staff who wrote it (null for the client’s messages). Staff only: the client sees “staff”.',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
    }),
    authorPerson: t.field({
      type: PersonNameRef,
      nullable: true,
      description:
        'Who wrote it: the organisation’s member, or the member of staff (named to staff only; the client sees “staff”). ' +
        'Null for a client message sent through an API token or written before organisations had members.',
      select: { authorSide: true, authorMember: MEMBER_BITS, authorStaff: STAFF_BITS },
      resolve: (m, _args, ctx) => personOf(m.authorMember, m.authorStaff, ctx, m.authorSide === 'STAFF'),
    }),
  }),
});

export const ReservationMessageEdgeRef = builder.edgeObject({ type: ReservationMessageRef, name: 'ReservationMessageEdge' });

builder.prismaObjectField(ReservationRef, 'messages', (t) =>
  t.relatedConnection(
    'messages',
    {
      cursor: 'id',
      maxSize: MESSAGES_MAX_PAGE,
      totalCount: true,
      description:
        `The conversation with the client, oldest first; ask for the newest with \`last\` and older ones with \`before\` (at most ${MESSAGES_MAX_PAGE} a page, ` +
        `${THREAD_MAX_MESSAGES} in a thread). Whoever sees the reservation reads it.`,
      query: { orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] },
    },
    { name: 'ReservationMessageConnection' },
    ReservationMessageEdgeRef,
  ),
);

// One grouped query for every reservation of a list that did not count them with its rows. Not
// cached: a live subscription keeps its context for hours, and each event must count afresh.
const unreadLoader = createContextCache(
  (ctx: Context) =>
    new DataLoader<string, number>(
      async (keys) => {
        const side = viewerSide(ctx);
        if (!side) return keys.map(() => 0);
        const counts = await unreadCounts(ctx.prisma, side, keys);
        return keys.map((id) => counts.get(id) ?? 0);
      },
      { cache: false },
    ),
);

builder.prismaObjectField(ReservationRef, 'unreadMessages', (t) =>
  t.int({
    description:
      'Messages from the other side you have not read: for the client, staff’s; for staff, the client’s (staff share one read state: when a colleague opened the thread it is read for the team). 0 for tokens that are neither.',
    resolve: (r, _args, ctx) => {
      const counted = (r as Record<string, unknown>)[UNREAD_ALONGSIDE];
      return typeof counted === 'number' ? counted : unreadLoader(ctx).load(r.id);
    },
  }),
);

builder.prismaObjectField(ReservationRef, 'conversationOpen', (t) =>
  t.boolean({
    description: `Whether the conversation takes new messages: while the reservation is open, and for ${CLOSED_THREAD_OPEN_DAYS} days after the arrival once it is finished or deleted.`,
    resolve: (r, _args, ctx) => threadIsOpen(r, ctx.services.now()),
  }),
);

builder.queryField('unreadConversations', (t) =>
  t.int({
    description:
      'How many reservations have messages you have not read: for staff, the client messages no colleague has read yet; for a client, its own reservations with unread staff messages.',
    authScopes: { unblockedClient: true, staff: true },
    resolve: (_root, _args, ctx) => unreadConversations(ctx.prisma, participant(ctx)),
  }),
);

builder.relayMutationField(
  'postReservationMessage',
  {
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'The reservation the message is about.' }),
      body: t.string({ required: true, maxLength: MESSAGE_MAX_LENGTH, multiline: true, description: `The message, 1–${MESSAGE_MAX_LENGTH} characters (trimmed).` }),
    }),
  },
  {
    description: describeMutation(
      'Writes a message in a reservation’s conversation: the client on its own reservations, staff on any. The message changes nothing in the reservation. ' +
        `The other side is told by e-mail in its language, at most once per ${MAIL_WINDOW_MINUTES} minutes per reservation (later messages join the waiting mail), ` +
        'and live (reservationMessages). Your side has read the thread by writing in it. Not for API tokens.',
      'bookingClientOrStaff',
      [
        ['VALIDATION', 'extensions.fields.body is REQUIRED (empty) or TOO_LONG'],
        INPUT_ERRORS.text,
        ['NOT_FOUND', 'no such reservation, or not yours'],
        ['CONVERSATION_CLOSED', `the reservation is finished or deleted and its arrival was more than ${CLOSED_THREAD_OPEN_DAYS} days ago`],
        ['CONVERSATION_FULL', `the conversation already has ${THREAD_MAX_MESSAGES} messages`],
        ['TOO_MANY_REQUESTS', 'too many messages in a short time (extensions.retryAfterSeconds)'],
        INPUT_ERRORS.id,
      ],
    ),
    authScopes: UNBLOCKED_BOOKER_OR_STAFF,
    resolve: async (_root, { input }, ctx) => postReservationMessage(ctx.services, participant(ctx), input.reservationId.id, input.body, { language: ctx.language }),
  },
  {
    outputFields: (t) => ({
      message: t.field({ type: ReservationMessageRef, description: 'The new message.', resolve: (payload) => payload.message }),
      messageEdge: t.field({
        type: ReservationMessageEdgeRef,
        description: 'The message as an edge of the reservation’s messages (oldest first: it belongs at the end).',
        resolve: (payload) => ({ cursor: formatPrismaCursor(payload.message, 'id'), node: payload.message }),
      }),
      reservation: t.field({ type: ReservationRef, description: 'The reservation (its unread count for you is now 0).', resolve: (payload) => payload.reservation }),
    }),
  },
);

builder.relayMutationField(
  'markReservationMessagesRead',
  { inputFields: (t) => ({ reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'The reservation whose conversation you have read.' }) }) },
  {
    description: describeMutation(
      'Marks a reservation’s conversation read for your side: the client, or staff as a team (one shared read state). A notification mail to your side still held back by the mail window is withdrawn. Not for API tokens.',
      'clientOrStaff',
      [['NOT_FOUND', 'no such reservation, or not yours'], INPUT_ERRORS.id],
    ),
    authScopes: { unblockedClient: true, staff: true },
    resolve: async (_root, { input }, ctx) => ({
      reservation: await markReservationMessagesRead(ctx.services, participant(ctx), input.reservationId.id, { language: ctx.language }),
    }),
  },
  {
    outputFields: (t) => ({
      reservation: t.field({ type: ReservationRef, description: 'The reservation, its unread count for you now 0.', resolve: (payload) => payload.reservation }),
    }),
  },
);

const ReservationMessageEventKindEnum = builder.enumType('ReservationMessageEventKind', {
  description: 'POSTED: a message was written. READ: one side read the conversation.',
  values: {
    POSTED: { description: 'A new message (see message).' },
    READ: { description: 'The side named by `side` read the conversation: its unread count is 0.' },
  } as const,
});

const ReservationMessageEventRef = builder.objectRef<ReservationMessageEvent>('ReservationMessageEvent').implement({
  description: 'A reservation’s conversation moved: a message was written, or one side read it.',
  fields: (t) => ({
    kind: t.field({ type: ReservationMessageEventKindEnum, description: 'What happened.', resolve: (e) => e.kind }),
    side: t.field({ type: MessageSideEnum, description: 'Who wrote (POSTED) or read (READ).', resolve: (e) => e.side }),
    reservationId: t.globalID({ description: 'The reservation’s global ID.', resolve: (e) => ({ type: 'Reservation', id: e.reservationId }) }),
    at: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (e) => e.at }),
    message: t.prismaField({
      type: 'ReservationMessage',
      nullable: true,
      description: 'The new message (POSTED; null for READ).',
      resolve: (query, e, _args, ctx) =>
        e.messageId ? readOncePerEvent(e, { message: query }, () => ctx.prisma.reservationMessage.findUnique({ ...query, where: { id: e.messageId! } })) : null,
    }),
    reservation: t.prismaField({
      type: 'Reservation',
      nullable: true,
      description: 'The reservation as it is now, with your unread count (null once purged).',
      resolve: (query, e, _args, ctx) => readOncePerEvent(e, { reservation: query }, () => ctx.prisma.reservation.findUnique({ ...query, where: { id: e.reservationId } })),
    }),
  }),
});

builder.subscriptionField('reservationMessages', (t) =>
  t.field({
    type: ReservationMessageEventRef,
    description: 'Conversation messages and read marks as they happen: every reservation’s for staff, only the organisation’s own for a client.',
    authScopes: { staff: true, client: true },
    subscribe: (_root, _args, ctx) => {
      const events = ctx.pubsub.subscribe('reservationMessage');
      const viewer = ctx.viewer;
      if (viewer.kind === 'staff') return events;
      if (viewer.kind === 'client') return pipe(events, filter((event: ReservationMessageEvent) => event.clientId === viewer.id));
      throw new AppError('FORBIDDEN', ctx.language);
    },
    resolve: (event) => event,
  }),
);
