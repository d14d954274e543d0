// Private calendar feeds of the signed-in account: an organisation's of its reservations, a member
// of staff's of every scheduled one (Client.calendarFeed, StaffMember.calendarFeed, createCalendarFeed,
// revokeCalendarFeed). The
// URL is answered once, by createCalendarFeed. A request made with an API token reaches none of these.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type { CalendarFeed } from '../generated/prisma/client.ts';
import { AppError } from '../errors.ts';
import { FEED_HISTORY_DAYS } from '../domain/calendar-feeds.ts';
import { calendarFeedOf, createCalendarFeed, revokeCalendarFeed, type FeedOwner } from '../services/calendar-feeds.ts';
import { describeMutation } from './mutations.ts';
import { meta } from './reservations/shared.ts';
import { ClientRef } from './accounts.ts';
import { mayForOrganisation } from '../auth/member-abilities.ts';
import { StaffMemberRef } from './staff.ts';

// One feed per organisation, shared by its members: its owners make and revoke it.
const ACCESS = { staff: true, $all: { unblockedClient: true, clientOwns: true } } as const;

function owner(ctx: Context): FeedOwner {
  // The token plugin already refuses these fields to tokens; this keeps the service safe on its own.
  if (ctx.viewer.kind === 'client' && !ctx.viewer.token) return { kind: 'organisation', clientId: ctx.viewer.id };
  if (ctx.viewer.kind === 'staff' && !ctx.viewer.token) return { kind: 'staff', staffId: ctx.viewer.id };
  throw new AppError('FORBIDDEN', ctx.language);
}

const CalendarFeedRef = builder.objectRef<CalendarFeed>('CalendarFeed').implement({
  description: `A private calendar feed URL of the signed-in account: an organisation’s shows its reservations arriving from ${FEED_HISTORY_DAYS} days ago on, a member of staff’s every scheduled reservation. The URL itself is shown only when it is made.`,
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the current URL was made.' }),
    lastFetchedAt: t.expose('lastFetchedAt', { type: 'DateTime', nullable: true, description: 'When a calendar last fetched it (to within 15 minutes); null: never yet.' }),
  }),
});

// On the account itself: its owner sees it in its own session (never through a token); anyone else,
// the manager included, reads null. A feed is its owner's business alone.
builder.prismaObjectField(ClientRef, 'calendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: true,
    description: 'The organisation’s calendar feed, or null when it has none. Its owners, signed in (they make and revoke it); null for anyone else.',
    authScopes: (client, _args, ctx) => ctx.viewer.kind === 'client' && !ctx.viewer.token && mayForOrganisation(ctx.viewer, client.id, 'manage'),
    unauthorizedResolver: () => null,
    resolve: (client, _args, ctx) => calendarFeedOf(ctx.services, { kind: 'organisation', clientId: client.id }),
  }),
);

builder.prismaObjectField(StaffMemberRef, 'calendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: true,
    description: 'The member’s calendar feed, or null when they have none. The member themself, signed in; null for anyone else.',
    authScopes: (staff, _args, ctx) => ctx.viewer.kind === 'staff' && !ctx.viewer.token && ctx.viewer.id === staff.id,
    unauthorizedResolver: () => null,
    resolve: (staff, _args, ctx) => calendarFeedOf(ctx.services, { kind: 'staff', staffId: staff.id }),
  }),
);

const ERRORS = [
  ['FORBIDDEN', 'a blocked organisation, or a request made with an API token'],
  ['TOO_MANY_REQUESTS', 'too many feed URLs made in the last hour (extensions.retryAfterSeconds)'],
] as const;

builder.relayMutationField(
  'createCalendarFeed',
  {
    description: 'Whether an existing feed may be replaced.',
    inputFields: (t) => ({
      replace: t.boolean({ required: true, description: 'True: an existing feed is replaced and its URL stops working at once. False: refused when there is one.' }),
    }),
  },
  {
    description: describeMutation('Makes a private calendar feed URL for the signed-in organisation (its owners) or member of staff and returns it once.', 'ownerClient', [
      ['CALENDAR_FEED_EXISTS', 'there is a feed already and replace is false'],
      ...ERRORS,
    ]),
    authScopes: ACCESS,
    resolve: (_root, { input }, ctx) => createCalendarFeed(ctx.services, owner(ctx), meta(ctx), { replace: input.replace }),
  },
  {
    description: 'The new feed and its URL.',
    outputFields: (t) => ({
      calendarFeed: t.field({ type: CalendarFeedRef, description: 'The feed as the account page shows it.', resolve: (payload) => payload.feed }),
      url: t.string({ description: 'The URL to subscribe to in a calendar app. Shown this once: copy it now.', resolve: (payload) => payload.url }),
    }),
  },
);

builder.relayMutationField(
  'revokeCalendarFeed',
  {
    description: 'Which feed to revoke.',
    inputFields: (t) => ({
      createdAt: t.field({ type: 'DateTime', required: true, description: 'The createdAt of the feed to revoke (from calendarFeed): a feed made since, in another tab, is left alone.' }),
    }),
  },
  {
    description: describeMutation('Revokes the signed-in account’s calendar feed: its URL answers 404 from now on. Revoking one that is no longer there changes nothing. An organisation’s owners, or staff.', 'ownerClient', [ERRORS[0]]),
    authScopes: ACCESS,
    resolve: async (_root, { input }, ctx) => ({ revoked: await revokeCalendarFeed(ctx.services, owner(ctx), meta(ctx), input.createdAt) }),
  },
  {
    description: 'Whether there was a feed to revoke.',
    outputFields: (t) => ({
      revoked: t.boolean({ description: 'True when a feed was revoked; false when there was none.', resolve: (payload) => payload.revoked }),
    }),
  },
);
