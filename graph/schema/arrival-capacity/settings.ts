// The manager's arrival settings: the `arrivalSettings` query (staff read it: the order panel shows
// rooms) and the mutations that set pacing, coach bays, rooms, joined sets and the waiting list's
// offer hours. Use cases in graph/services/arrival-capacity/settings.ts.
import { builder } from '../../builder.ts';
import { managerId } from '../guards.ts';
import { maxItems } from '../bounds.ts';
import { StopTypeEnum } from '../enums.ts';
import { describeMutation, INPUT_ERRORS, type InputFields } from '../mutations.ts';
import { ARRIVAL_LIMITS, ROOM_POSITION_MAX, WAITLIST_OFFER_LIMITS } from '../../domain/arrival-capacity/config.ts';
import {
  createPacingRule,
  createRoom,
  deletePacingRule,
  setRoomCombinations,
  updateArrivalSettings,
  updatePacingRule,
  updateRoom,
  type PacingRuleInput,
  type RoomInput,
} from '../../services/arrival-capacity/settings.ts';
import { ArrivalSettingsRef, PacingRuleRef } from './types.ts';
import { RoomRef } from './room-type.ts';
import { readArrivalSettings } from './read.ts';
import type { Context } from '../../context.ts';

builder.queryField('arrivalSettings', (t) =>
  t.field({
    type: ArrivalSettingsRef,
    description: 'Pacing, coach bays, rooms and joined sets, and the waiting list’s offer hours. Staff only.',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => readArrivalSettings(ctx.prisma),
  }),
);

/** Every payload answers the settings as they are now, so a page refreshes with one answer. */
const settingsNow = (ctx: Context) => readArrivalSettings(ctx.prisma);

const ARRIVAL_SETTINGS_DESCRIPTION = 'The arrival settings as they are now.';
const FULL = (what: string) => ['ARRIVAL_SETTINGS_FULL', `${what} (extensions.maxItems)`] as const;

builder.relayMutationField(
  'updateArrivalSettings',
  {
    inputFields: (t) => ({
      pacingSlotMinutes: t.int({ required: true, description: '15 or 30.' }),
      coachBays: t.int({ required: true, description: `0–${ARRIVAL_LIMITS.coachBays}; 0: bays are not managed.` }),
      bayTurnaroundMinutes: t.int({ required: true, description: `0–${ARRIVAL_LIMITS.bayTurnaroundMinutes}.` }),
      waitlistOfferHours: t.int({ required: true, description: `1–${WAITLIST_OFFER_LIMITS.offerHours}.` }),
      waitlistLastDayOfferHours: t.int({ required: true, description: `1–${WAITLIST_OFFER_LIMITS.lastDayOfferHours}, at most waitlistOfferHours.` }),
    }),
  },
  {
    description: describeMutation('Sets the pacing slot, the coach bays and the waiting list’s offer hours. Manager only.', 'manager', [
      ['VALIDATION', 'extensions.fields maps each refused field to PACING_SLOT_INVALID, COACH_BAYS_INVALID or OFFER_HOURS_INVALID'],
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      await updateArrivalSettings(ctx.services, managerId(ctx), input, ctx.language);
      return { arrivalSettings: await settingsNow(ctx) };
    },
  },
  {
    outputFields: (t) => ({
      arrivalSettings: t.field({ type: ArrivalSettingsRef, description: ARRIVAL_SETTINGS_DESCRIPTION, resolve: (r) => r.arrivalSettings }),
    }),
  },
);

const pacingRuleFields = (t: InputFields) => ({
  stopType: t.field({ type: StopTypeEnum, description: 'The stop type whose arrivals it counts; omitted or null: both together.' }),
  weekdays: t.intList({ required: true, description: 'ISO weekdays 1–7 it applies on, each once; empty: every day.', ...maxItems(7) }),
  seasonStart: t.string({ maxLength: 5, description: 'MM-DD; give both ends or neither (all year).' }),
  seasonEnd: t.string({ maxLength: 5, description: 'MM-DD, inclusive; may be before seasonStart (a season over the new year).' }),
  maxGuests: t.int({ description: `0–${ARRIVAL_LIMITS.pacingGuests}; omitted or null: no limit of guests.` }),
  maxCoaches: t.int({ description: `0–${ARRIVAL_LIMITS.pacingCoaches}; omitted or null: no limit of coaches.` }),
});

type PacingRuleArgs = { stopType?: PacingRuleInput['stopType'] | null; weekdays: number[]; seasonStart?: string | null; seasonEnd?: string | null; maxGuests?: number | null; maxCoaches?: number | null };

const pacingRuleInput = (input: PacingRuleArgs): PacingRuleInput => ({
  stopType: input.stopType ?? null,
  weekdays: input.weekdays,
  seasonStart: input.seasonStart ?? null,
  seasonEnd: input.seasonEnd ?? null,
  maxGuests: input.maxGuests ?? null,
  maxCoaches: input.maxCoaches ?? null,
});

const PACING_RULE_ERRORS = [
  'VALIDATION',
  'extensions.fields maps each refused field to its code: maxGuests and maxCoaches PACING_RULE_EMPTY (neither given) or PACING_LIMIT_INVALID, weekdays WEEKDAYS_INVALID, seasonStart or seasonEnd SEASON_INVALID',
] as const;

builder.relayMutationField(
  'createPacingRule',
  { inputFields: (t) => pacingRuleFields(t) },
  {
    description: describeMutation('Adds a pacing rule: the most guests and coaches arriving per slot. Manager only.', 'manager', [
      PACING_RULE_ERRORS,
      FULL(`the restaurant already has ${ARRIVAL_LIMITS.pacingRules} pacing rules`),
      INPUT_ERRORS.text,
      INPUT_ERRORS.list,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const pacingRule = await createPacingRule(ctx.services, managerId(ctx), pacingRuleInput(input), ctx.language);
      return { pacingRule, arrivalSettings: await settingsNow(ctx) };
    },
  },
  {
    outputFields: (t) => ({
      pacingRule: t.field({ type: PacingRuleRef, description: 'The rule as saved.', resolve: (r) => r.pacingRule }),
      arrivalSettings: t.field({ type: ArrivalSettingsRef, description: ARRIVAL_SETTINGS_DESCRIPTION, resolve: (r) => r.arrivalSettings }),
    }),
  },
);

builder.relayMutationField(
  'updatePacingRule',
  { inputFields: (t) => ({ id: t.globalID({ required: true, for: [PacingRuleRef], description: 'The rule to change.' }), ...pacingRuleFields(t) }) },
  {
    description: describeMutation('Changes a pacing rule (every field; an omitted optional one is cleared). Manager only.', 'manager', [
      PACING_RULE_ERRORS,
      ['NOT_FOUND', 'no pacing rule has this id (or it is not a PacingRule ID)'],
      INPUT_ERRORS.text,
      INPUT_ERRORS.list,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const pacingRule = await updatePacingRule(ctx.services, managerId(ctx), input.id.id, pacingRuleInput(input), ctx.language);
      return { pacingRule, arrivalSettings: await settingsNow(ctx) };
    },
  },
  {
    outputFields: (t) => ({
      pacingRule: t.field({ type: PacingRuleRef, description: 'The rule as saved.', resolve: (r) => r.pacingRule }),
      arrivalSettings: t.field({ type: ArrivalSettingsRef, description: ARRIVAL_SETTINGS_DESCRIPTION, resolve: (r) => r.arrivalSettings }),
    }),
  },
);

builder.relayMutationField(
  'deletePacingRule',
  { inputFields: (t) => ({ id: t.globalID({ required: true, for: [PacingRuleRef], description: 'The rule to remove.' }) }) },
  {
    description: describeMutation('Removes a pacing rule. Manager only.', 'manager', [['NOT_FOUND', 'no pacing rule has this id (or it is not a PacingRule ID)']]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      await deletePacingRule(ctx.services, managerId(ctx), input.id.id, ctx.language);
      return { id: input.id.id, arrivalSettings: await settingsNow(ctx) };
    },
  },
  {
    outputFields: (t) => ({
      deletedPacingRuleId: t.globalID({ description: 'The global ID of the removed rule.', resolve: (r) => ({ type: PacingRuleRef, id: r.id }) }),
      arrivalSettings: t.field({ type: ArrivalSettingsRef, description: ARRIVAL_SETTINGS_DESCRIPTION, resolve: (r) => r.arrivalSettings }),
    }),
  },
);

const roomFields = (t: InputFields) => ({
  nameEn: t.string({ required: true, maxLength: ARRIVAL_LIMITS.roomName, description: `The name in English (1–${ARRIVAL_LIMITS.roomName} characters).` }),
  nameSl: t.string({ required: true, maxLength: ARRIVAL_LIMITS.roomName, description: `The name in Slovenian (1–${ARRIVAL_LIMITS.roomName} characters).` }),
  seats: t.int({ required: true, description: `1–${ARRIVAL_LIMITS.roomSeats}.` }),
  seasonStart: t.string({ maxLength: 5, description: 'Open from this MM-DD; give both ends or neither (all year).' }),
  seasonEnd: t.string({ maxLength: 5, description: 'Open until this MM-DD, inclusive; may be before seasonStart.' }),
  position: t.int({ description: `0–${ROOM_POSITION_MAX}; omitted: at the end for a new room, unchanged on an edit.` }),
  active: t.boolean({ description: 'False closes the room (omitted: open for a new room, unchanged on an edit).' }),
});

type RoomArgs = { nameEn: string; nameSl: string; seats: number; seasonStart?: string | null; seasonEnd?: string | null; position?: number | null; active?: boolean | null };

const roomInput = (input: RoomArgs): RoomInput => ({
  nameEn: input.nameEn,
  nameSl: input.nameSl,
  seats: input.seats,
  seasonStart: input.seasonStart ?? null,
  seasonEnd: input.seasonEnd ?? null,
  position: input.position ?? null,
  active: input.active ?? null,
});

const ROOM_ERRORS = [
  'VALIDATION',
  'extensions.fields maps each refused field to its code: nameEn and nameSl ROOM_NAME_INVALID, seats ROOM_SEATS_INVALID, position OUT_OF_RANGE, seasonStart or seasonEnd SEASON_INVALID',
] as const;

builder.relayMutationField(
  'createRoom',
  { inputFields: (t) => roomFields(t) },
  {
    description: describeMutation('Adds a room guests sit in. Manager only.', 'manager', [ROOM_ERRORS, FULL(`the restaurant already has ${ARRIVAL_LIMITS.rooms} rooms`), INPUT_ERRORS.text]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const room = await createRoom(ctx.services, managerId(ctx), roomInput(input), ctx.language);
      return { room, arrivalSettings: await settingsNow(ctx) };
    },
  },
  {
    outputFields: (t) => ({
      room: t.field({ type: RoomRef, description: 'The room as saved.', resolve: (r) => r.room }),
      arrivalSettings: t.field({ type: ArrivalSettingsRef, description: ARRIVAL_SETTINGS_DESCRIPTION, resolve: (r) => r.arrivalSettings }),
    }),
  },
);

builder.relayMutationField(
  'updateRoom',
  { inputFields: (t) => ({ id: t.globalID({ required: true, for: [RoomRef], description: 'The room to change.' }), ...roomFields(t) }) },
  {
    description: describeMutation('Changes a room, or closes and reopens it (active); rooms are never deleted, as bookings keep their places. Manager only.', 'manager', [
      ROOM_ERRORS,
      ['NOT_FOUND', 'no room has this id (or it is not a Room ID)'],
      INPUT_ERRORS.text,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const room = await updateRoom(ctx.services, managerId(ctx), input.id.id, roomInput(input), ctx.language);
      return { room, arrivalSettings: await settingsNow(ctx) };
    },
  },
  {
    outputFields: (t) => ({
      room: t.field({ type: RoomRef, description: 'The room as saved.', resolve: (r) => r.room }),
      arrivalSettings: t.field({ type: ArrivalSettingsRef, description: ARRIVAL_SETTINGS_DESCRIPTION, resolve: (r) => r.arrivalSettings }),
    }),
  },
);

const RoomCombinationInput = builder.inputType('RoomCombinationInput', {
  description: 'One set of rooms that can be joined.',
  fields: (t) => ({
    roomIds: t.globalIDList({ required: true, for: [RoomRef], description: `2–${ARRIVAL_LIMITS.roomsPerCombination} different rooms.`, ...maxItems(ARRIVAL_LIMITS.roomsPerCombination) }),
  }),
});

builder.relayMutationField(
  'setRoomCombinations',
  {
    inputFields: (t) => ({
      combinations: t.field({ type: [RoomCombinationInput], required: true, description: 'Every joined set (replaces the ones there are); empty: no room joins another.', ...maxItems(ARRIVAL_LIMITS.combinations) }),
    }),
  },
  {
    description: describeMutation('Sets which rooms can be joined for a large group (all sets at once). Manager only.', 'manager', [
      ['VALIDATION', 'extensions.fields maps combination<n> (1-based) of each refused set to COMBINATION_INVALID: not 2–6 different rooms, or a set given twice'],
      FULL(`more than ${ARRIVAL_LIMITS.combinations} sets`),
      INPUT_ERRORS.id,
      INPUT_ERRORS.list,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      await setRoomCombinations(
        ctx.services,
        managerId(ctx),
        input.combinations.map((c) => c.roomIds.map((id) => id.id)),
        ctx.language,
      );
      return { arrivalSettings: await settingsNow(ctx) };
    },
  },
  {
    outputFields: (t) => ({
      arrivalSettings: t.field({ type: ArrivalSettingsRef, description: ARRIVAL_SETTINGS_DESCRIPTION, resolve: (r) => r.arrivalSettings }),
    }),
  },
);
