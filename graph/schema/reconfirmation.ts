// Headcount reconfirmation: the manager's settings, and the mail link's page and answers (public:
// the link's token is the credential; rate limited per address). Use cases in
// graph/services/reconfirmation.ts, rules in graph/domain/reconfirmation.ts.
import { builder } from '../builder.ts';
import { managerId } from './guards.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { meta } from './reservations/shared.ts';
import { StopTypeEnum } from './enums.ts';
import { formatMinute, instantToLocal } from '../domain/local-time.ts';
import { MAX_GUESTS, MIN_GUESTS } from '../domain/reservation-rules.ts';
import { guestsNeededForMeals, parseMealPreorder } from '../domain/meals.ts';
import { RECONFIRMATION_LIMITS, MIN_NOTICE_HOURS, type ReconfirmationSettings } from '../domain/reconfirmation.ts';
import {
  changeHeadcount,
  confirmHeadcount,
  readReconfirmationSettings,
  reconfirmationLink,
  updateReconfirmationSettings,
  viewLink,
  type ReconfirmationLinkView,
} from '../services/reconfirmation.ts';
import type { Context } from '../context.ts';

/** Longer than any token we issue; a longer one is refused before any look-up. */
const TOKEN_MAX_LENGTH = 200;

const ReconfirmationSettingsRef = builder.objectRef<ReconfirmationSettings>('ReconfirmationSettings').implement({
  description: 'When clients are asked to reconfirm their headcount, and the team’s morning digest of the day’s arrivals.',
  fields: (t) => ({
    reconfirmHoursBefore: t.exposeInt('reconfirmHoursBefore', {
      description: `Hours before arrival the reconfirmation mail goes out (0: none are sent; ${RECONFIRMATION_LIMITS.reconfirmHoursBefore.max} at most). Nobody is asked less than ${MIN_NOTICE_HOURS} hours before arrival, nor about a reservation booked inside this window.`,
    }),
    staffDigestEnabled: t.exposeBoolean('staffDigestEnabled', { description: 'Whether the team inbox gets a digest of the day’s arrivals each morning (days without arrivals send none).' }),
    staffDigestHour: t.exposeInt('staffDigestHour', { description: 'The local (Europe/Ljubljana) hour the digest goes out, 0–23.' }),
  }),
});

builder.queryField('reconfirmationSettings', (t) =>
  t.field({
    type: ReconfirmationSettingsRef,
    description: 'The reconfirmation and morning digest settings. Staff only.',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => readReconfirmationSettings(ctx.prisma),
  }),
);

builder.relayMutationField(
  'updateReconfirmationSettings',
  {
    inputFields: (t) => ({
      reconfirmHoursBefore: t.int({ required: true, description: `0–${RECONFIRMATION_LIMITS.reconfirmHoursBefore.max}; 0 sends no reconfirmation mails.` }),
      staffDigestEnabled: t.boolean({ required: true, description: 'Send the morning digest of the day’s arrivals.' }),
      staffDigestHour: t.int({ required: true, description: 'The local hour of the digest, 0–23.' }),
    }),
  },
  {
    description: describeMutation('Sets when clients are asked to reconfirm and whether and when the team gets the morning digest. Manager only.', 'manager', [
      ['VALIDATION', 'extensions.fields maps reconfirmHoursBefore or staffDigestHour to OUT_OF_RANGE'],
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => ({ settings: await updateReconfirmationSettings(ctx.services, managerId(ctx), input, ctx.language) }),
  },
  {
    outputFields: (t) => ({
      reconfirmationSettings: t.field({ type: ReconfirmationSettingsRef, description: 'The settings as they are now.', resolve: (r) => r.settings }),
    }),
  },
);

// ————— the link —————

const ReconfirmationLinkStateEnum = builder.enumType('ReconfirmationLinkState', {
  description: 'Whether a reconfirmation link can still be used, and if not, why.',
  values: {
    VALID: { description: 'It works: confirm the headcount or change it.' },
    USED: { description: 'It was answered already (confirmed or changed).' },
    EXPIRED: { description: 'The arrival has passed.' },
    CLOSED: { description: 'The reservation is cancelled, declined or finished.' },
    CHANGED: { description: 'Staff changed the headcount since the mail; the question no longer stands.' },
    UNKNOWN: { description: 'No such link.' },
  } as const,
});

type LinkReservation = NonNullable<ReconfirmationLinkView['reservation']>;

const ReconfirmationReservationRef = builder.objectRef<LinkReservation>('ReconfirmationReservation').implement({
  description: 'What a reconfirmation link shows of its reservation: enough to recognise it, nothing more.',
  fields: (t) => ({
    orderNumber: t.exposeString('orderNumber', { description: 'The order number.' }),
    type: t.field({ type: StopTypeEnum, description: 'Short or long stop.', resolve: (r) => r.type }),
    guests: t.exposeInt('guests', { description: 'The headcount now.' }),
    arrivalAt: t.expose('arrivalAt', { type: 'DateTime', description: 'The arrival instant (UTC).' }),
    arrivalDate: t.string({ description: 'The arrival day, YYYY-MM-DD in Ljubljana.', resolve: (r) => instantToLocal(r.arrivalAt).date }),
    arrivalTime: t.string({ description: 'The arrival time, HH:MM in Ljubljana.', resolve: (r) => formatMinute(instantToLocal(r.arrivalAt).minute) }),
    reconfirmedAt: t.expose('reconfirmedAt', { type: 'DateTime', nullable: true, description: 'When the client confirmed or changed the headcount (null: not yet).' }),
  }),
});

const mealsGuests = (l: ReconfirmationLinkView) => guestsNeededForMeals(parseMealPreorder(l.reservation?.mealPreorder ?? null));

const ReconfirmationLinkRef = builder.objectRef<ReconfirmationLinkView>('ReconfirmationLink').implement({
  description: 'A reconfirmation link from the mail a set time before arrival.',
  fields: (t) => ({
    state: t.field({ type: ReconfirmationLinkStateEnum, description: 'Whether it can still be used.', resolve: (l) => l.state }),
    askedGuests: t.exposeInt('askedGuests', { nullable: true, description: 'The headcount the mail asked about (null: UNKNOWN).' }),
    minGuests: t.int({
      description: 'The smallest headcount a change may give: the guest minimum, or more when the pre-ordered meals are for more guests.',
      resolve: (l) => Math.max(MIN_GUESTS, mealsGuests(l)),
    }),
    mealsForGuests: t.int({ description: 'How many guests the pre-ordered meals are for (0: no pre-order); a change cannot go below it.', resolve: mealsGuests }),
    maxGuests: t.int({ description: 'The largest headcount a change may give (free seats permitting).', resolve: () => MAX_GUESTS }),
    reservation: t.field({ type: ReconfirmationReservationRef, nullable: true, description: 'The reservation (null: UNKNOWN).', resolve: (l) => l.reservation }),
  }),
});

builder.queryField('reconfirmationLink', (t) =>
  t.field({
    type: ReconfirmationLinkRef,
    description: 'What a reconfirmation link opens onto, without using it. Anyone with the link; rate limited per address (TOO_MANY_REQUESTS).',
    args: { token: t.arg.string({ required: true, description: 'The token from the link.' }) },
    resolve: (_root, { token }, ctx) => reconfirmationLink(ctx.services, token.slice(0, TOKEN_MAX_LENGTH + 1), meta(ctx)),
  }),
);

const LINK_ERRORS = [
  ['RECONFIRMATION_LINK_INVALID', 'the link is unknown, used, expired, its reservation closed, or its headcount changed by staff (extensions.state)'],
  ['TOO_MANY_REQUESTS', 'too many links opened or answered from this address in the last hour (extensions.retryAfterSeconds)'],
] as const;

async function after(ctx: Context, token: string): Promise<{ link: ReconfirmationLinkView }> {
  return { link: await viewLink(ctx.services, token) };
}

builder.relayMutationField(
  'confirmHeadcount',
  { inputFields: (t) => ({ token: t.string({ required: true, maxLength: TOKEN_MAX_LENGTH, description: 'The token from the reconfirmation link.' }) }) },
  {
    description: describeMutation('Confirms from the reconfirmation mail that the group comes as booked (once; no sign-in: the link is the credential).', 'anyone', [
      ...LINK_ERRORS,
      INPUT_ERRORS.text,
    ]),
    resolve: async (_root, { input }, ctx) => {
      await confirmHeadcount(ctx.services, input.token, meta(ctx));
      return after(ctx, input.token);
    },
  },
  {
    outputFields: (t) => ({
      link: t.field({ type: ReconfirmationLinkRef, description: 'The link after the answer (USED), with the reservation as it is now.', resolve: (p) => p.link }),
    }),
  },
);

builder.relayMutationField(
  'changeHeadcount',
  {
    inputFields: (t) => ({
      token: t.string({ required: true, maxLength: TOKEN_MAX_LENGTH, description: 'The token from the reconfirmation link.' }),
      guests: t.int({ required: true, description: `The new headcount, ${MIN_GUESTS}–${MAX_GUESTS}; the same number confirms.` }),
    }),
  },
  {
    description: describeMutation(
      'Gives a new headcount from the reconfirmation mail (once; no sign-in). It is the edit staff make: checked against free seats and the guest limits, recorded in the history with the client as author, mailed and shown live.',
      'anyone',
      [
        ...LINK_ERRORS,
        ['VALIDATION', 'extensions.fields.guests is GUESTS_OUT_OF_RANGE (or another rule of the edit), and extensions.messages says it in the asker’s language'],
        ['NO_LONGER_AVAILABLE', 'more guests than there are free seats (extensions.remainingSeats)'],
        ['RESERVATION_CHANGED', 'staff changed the reservation at the same moment; open the link again'],
        ['MEALS_EXCEED_GUESTS', 'fewer guests than the meals pre-ordered for them: staff change the pre-order first'],
      ],
    ),
    resolve: async (_root, { input }, ctx) => {
      await changeHeadcount(ctx.services, input.token, input.guests, meta(ctx));
      return after(ctx, input.token);
    },
  },
  {
    outputFields: (t) => ({
      link: t.field({ type: ReconfirmationLinkRef, description: 'The link after the answer (USED), with the reservation as it is now.', resolve: (p) => p.link }),
    }),
  },
);
