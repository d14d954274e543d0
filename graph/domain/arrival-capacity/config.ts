// What the manager sets about arrivals: pacing per slot, coach bays, rooms and which rooms join.
// Plain data, as the services read it from the settings tables; the checks every form and mutation
// apply to it live here too, so the web app and the server refuse the same values.
import type { StopType } from '../../generated/prisma/enums.ts';
import { seasonProblem, type Season } from './season.ts';

export const PACING_SLOT_MINUTES = [15, 30] as const;
export type PacingSlotMinutes = (typeof PACING_SLOT_MINUTES)[number];

/** Bounds of the settings (inputs beyond them are refused, never clamped). */
export const ARRIVAL_LIMITS = {
  pacingRules: 50,
  rooms: 30,
  combinations: 50,
  roomsPerCombination: 6,
  roomSeats: 1000,
  roomName: 60,
  coachBays: 50,
  bayTurnaroundMinutes: 120,
  /** A pacing rule's limits: guests and coaches arriving in one slot. */
  pacingGuests: 1000,
  pacingCoaches: 50,
} as const;

/** Guests one coach brings at most: a booking comes in at most one coach per 50 guests (staff may say otherwise). */
export const GUESTS_PER_COACH = 50;
/** The most coaches one booking may name (staff included). */
export const MAX_COACHES = 10;

export interface PacingRuleConfig {
  id: string;
  /** Null: counts arrivals of both stop types together. */
  stopType: StopType | null;
  /** ISO weekdays 1..7; empty: every day. */
  weekdays: readonly number[];
  season: Season;
  /** Null: no limit of that kind. */
  maxGuests: number | null;
  maxCoaches: number | null;
}

export interface RoomConfig {
  id: string;
  nameEn: string;
  nameSl: string;
  seats: number;
  position: number;
  active: boolean;
  /** When it is open (the terrace in summer only). */
  season: Season;
}

export interface RoomCombinationConfig {
  id: string;
  roomIds: readonly string[];
}

export interface ArrivalConfig {
  pacingSlotMinutes: PacingSlotMinutes;
  pacingRules: readonly PacingRuleConfig[];
  /** 0: bays are not managed. */
  coachBays: number;
  bayTurnaroundMinutes: number;
  /** Empty: rooms are not managed (only the seat total counts). */
  rooms: readonly RoomConfig[];
  combinations: readonly RoomCombinationConfig[];
}

/** Nothing beyond the seat total: what a restaurant that has set none of this gets. */
export const NO_ARRIVAL_LIMITS: ArrivalConfig = {
  pacingSlotMinutes: 15,
  pacingRules: [],
  coachBays: 0,
  bayTurnaroundMinutes: 10,
  rooms: [],
  combinations: [],
};

export type ArrivalSettingsProblem =
  | 'SEASON_INVALID'
  | 'WEEKDAYS_INVALID'
  | 'PACING_LIMIT_INVALID'
  | 'PACING_RULE_EMPTY'
  | 'PACING_SLOT_INVALID'
  | 'COACH_BAYS_INVALID'
  | 'ROOM_NAME_INVALID'
  | 'ROOM_SEATS_INVALID'
  | 'COMBINATION_INVALID'
  | 'TOO_MANY';

function inRange(value: number | null, min: number, max: number): boolean {
  return value === null || (Number.isInteger(value) && value >= min && value <= max);
}

export function pacingRuleProblem(rule: Omit<PacingRuleConfig, 'id'>): ArrivalSettingsProblem | null {
  if (rule.maxGuests === null && rule.maxCoaches === null) return 'PACING_RULE_EMPTY';
  if (!inRange(rule.maxGuests, 0, ARRIVAL_LIMITS.pacingGuests) || !inRange(rule.maxCoaches, 0, ARRIVAL_LIMITS.pacingCoaches)) return 'PACING_LIMIT_INVALID';
  if (rule.weekdays.length > 7 || new Set(rule.weekdays).size !== rule.weekdays.length || rule.weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return 'WEEKDAYS_INVALID';
  return seasonProblem(rule.season);
}

export function pacingSlotProblem(minutes: number): ArrivalSettingsProblem | null {
  return (PACING_SLOT_MINUTES as readonly number[]).includes(minutes) ? null : 'PACING_SLOT_INVALID';
}

export function coachBaysProblem(bays: number, turnaroundMinutes: number): ArrivalSettingsProblem | null {
  return inRange(bays, 0, ARRIVAL_LIMITS.coachBays) && inRange(turnaroundMinutes, 0, ARRIVAL_LIMITS.bayTurnaroundMinutes) ? null : 'COACH_BAYS_INVALID';
}

export function roomProblem(room: Pick<RoomConfig, 'nameEn' | 'nameSl' | 'seats' | 'season'>): ArrivalSettingsProblem | null {
  const nameOk = (name: string) => name.trim().length > 0 && name.length <= ARRIVAL_LIMITS.roomName;
  if (!nameOk(room.nameEn) || !nameOk(room.nameSl)) return 'ROOM_NAME_INVALID';
  if (!Number.isInteger(room.seats) || room.seats < 1 || room.seats > ARRIVAL_LIMITS.roomSeats) return 'ROOM_SEATS_INVALID';
  return seasonProblem(room.season);
}

/** A joined set names 2..6 distinct existing rooms. */
export function combinationProblem(roomIds: readonly string[], existingRoomIds: ReadonlySet<string>): ArrivalSettingsProblem | null {
  if (roomIds.length < 2 || roomIds.length > ARRIVAL_LIMITS.roomsPerCombination) return 'COMBINATION_INVALID';
  if (new Set(roomIds).size !== roomIds.length || roomIds.some((id) => !existingRoomIds.has(id))) return 'COMBINATION_INVALID';
  return null;
}

/** The most coaches a client may book for this many guests (one per 50 guests, at least one). */
export function maxClientCoaches(guests: number): number {
  return Math.max(1, Math.ceil(guests / GUESTS_PER_COACH));
}

export type CoachesProblem = 'COACHES_INVALID' | 'TOO_MANY_COACHES';

/** Why a time is full for a group (placement.ts answers them; the web app words them). */
export type CapacityReasonCode = 'SEATS' | 'ROOM' | 'PACING' | 'BAYS';

/** Staff may name more coaches than the per-50 rule allows (a half-empty second coach), up to MAX_COACHES. */
export function coachesProblem(coaches: number, guests: number, byStaff: boolean): CoachesProblem | null {
  if (!Number.isInteger(coaches) || coaches < 1 || coaches > MAX_COACHES) return 'COACHES_INVALID';
  if (!byStaff && coaches > maxClientCoaches(guests)) return 'TOO_MANY_COACHES';
  return null;
}

// ————— the settings forms' checks, field by field (the server and the web app answer the same) —————

/** Bounds of the waiting list's offers: open 1..72 hours; on the last day 1..24 hours and never longer than the usual one. */
export const WAITLIST_OFFER_LIMITS = { offerHours: 72, lastDayOfferHours: 24 } as const;
/** A room's place in the list (ascending). */
export const ROOM_POSITION_MAX = 10_000;

export type ArrivalFieldProblem = ArrivalSettingsProblem | 'OFFER_HOURS_INVALID' | 'OUT_OF_RANGE';

export interface ArrivalSettingsValues {
  pacingSlotMinutes: number;
  coachBays: number;
  bayTurnaroundMinutes: number;
  waitlistOfferHours: number;
  waitlistLastDayOfferHours: number;
}

/** Each refused field of the general arrival settings, by its name. */
export function arrivalSettingsProblems(values: ArrivalSettingsValues): Partial<Record<keyof ArrivalSettingsValues, ArrivalFieldProblem>> {
  const problems: Partial<Record<keyof ArrivalSettingsValues, ArrivalFieldProblem>> = {};
  const slot = pacingSlotProblem(values.pacingSlotMinutes);
  if (slot) problems.pacingSlotMinutes = slot;
  // coachBaysProblem judges both numbers; asked one at a time it says which one is wrong.
  if (coachBaysProblem(values.coachBays, 0)) problems.coachBays = 'COACH_BAYS_INVALID';
  if (coachBaysProblem(0, values.bayTurnaroundMinutes)) problems.bayTurnaroundMinutes = 'COACH_BAYS_INVALID';
  const { offerHours, lastDayOfferHours } = WAITLIST_OFFER_LIMITS;
  if (!inRange(values.waitlistOfferHours, 1, offerHours)) problems.waitlistOfferHours = 'OFFER_HOURS_INVALID';
  if (!inRange(values.waitlistLastDayOfferHours, 1, lastDayOfferHours) || (!problems.waitlistOfferHours && values.waitlistLastDayOfferHours > values.waitlistOfferHours)) {
    problems.waitlistLastDayOfferHours = 'OFFER_HOURS_INVALID';
  }
  return problems;
}

export type SeasonField = 'seasonStart' | 'seasonEnd';

/** Which end of a season is wrong (a half-given season blames the missing end). */
function seasonFieldProblems(season: Season): Partial<Record<SeasonField, ArrivalFieldProblem>> {
  if (!seasonProblem(season)) return {};
  // A season from the start to itself is valid exactly when the start is a real month-day.
  if (season.start === null || seasonProblem({ start: season.start, end: season.start })) return { seasonStart: 'SEASON_INVALID' };
  return { seasonEnd: 'SEASON_INVALID' };
}

export type PacingRuleField = 'maxGuests' | 'maxCoaches' | 'weekdays' | SeasonField;

/** Each refused field of a pacing rule (an empty rule blames both limits). */
export function pacingRuleFieldProblems(rule: Omit<PacingRuleConfig, 'id'>): Partial<Record<PacingRuleField, ArrivalFieldProblem>> {
  const problems: Partial<Record<PacingRuleField, ArrivalFieldProblem>> = {};
  if (rule.maxGuests === null && rule.maxCoaches === null) {
    problems.maxGuests = 'PACING_RULE_EMPTY';
    problems.maxCoaches = 'PACING_RULE_EMPTY';
  }
  if (!inRange(rule.maxGuests, 0, ARRIVAL_LIMITS.pacingGuests)) problems.maxGuests = 'PACING_LIMIT_INVALID';
  if (!inRange(rule.maxCoaches, 0, ARRIVAL_LIMITS.pacingCoaches)) problems.maxCoaches = 'PACING_LIMIT_INVALID';
  if (pacingRuleProblem({ ...rule, maxGuests: 0, maxCoaches: 0, season: { start: null, end: null } }) === 'WEEKDAYS_INVALID') problems.weekdays = 'WEEKDAYS_INVALID';
  return { ...problems, ...seasonFieldProblems(rule.season) };
}

export type RoomField = 'nameEn' | 'nameSl' | 'seats' | 'position' | SeasonField;

/** Each refused field of a room. */
export function roomFieldProblems(room: Pick<RoomConfig, 'nameEn' | 'nameSl' | 'seats' | 'season' | 'position'>): Partial<Record<RoomField, ArrivalFieldProblem>> {
  const problems: Partial<Record<RoomField, ArrivalFieldProblem>> = {};
  const valid = { nameEn: 'x', nameSl: 'x', seats: 1, season: { start: null, end: null } };
  if (roomProblem({ ...valid, nameEn: room.nameEn })) problems.nameEn = 'ROOM_NAME_INVALID';
  if (roomProblem({ ...valid, nameSl: room.nameSl })) problems.nameSl = 'ROOM_NAME_INVALID';
  if (roomProblem({ ...valid, seats: room.seats })) problems.seats = 'ROOM_SEATS_INVALID';
  if (!inRange(room.position, 0, ROOM_POSITION_MAX)) problems.position = 'OUT_OF_RANGE';
  return { ...problems, ...seasonFieldProblems(room.season) };
}

/** The joined sets' problems by `combination<n>` (1-based): each a valid set, and no set named twice. */
export function combinationsProblems(sets: ReadonlyArray<readonly string[]>, existingRoomIds: ReadonlySet<string>): Record<string, ArrivalFieldProblem> {
  const problems: Record<string, ArrivalFieldProblem> = {};
  const seen = new Set<string>();
  sets.forEach((roomIds, index) => {
    const key = [...roomIds].sort().join(',');
    const problem = combinationProblem(roomIds, existingRoomIds) ?? (seen.has(key) ? 'COMBINATION_INVALID' : null);
    if (problem) problems[`combination${index + 1}`] = problem;
    seen.add(key);
  });
  return problems;
}
