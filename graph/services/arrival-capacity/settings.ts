// The manager's arrival settings: pacing per slot, coach bays, rooms and which rooms join, and how
// long a waiting-list offer stays open. Every write checks with graph/domain/arrival-capacity/config.ts,
// runs in one transaction that first locks the settings row (so two managers' writes never both pass
// a bound, nor a joined set name a room being changed), records an audit entry, and after the commit
// announces the change (the public content channel, then arrivalSettingsChanged).
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { StopType } from '../../generated/prisma/enums.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { publicContentTransaction } from '../public-content.ts';
import { arrivalSettingsChanged } from './changes.ts';
import {
  ARRIVAL_LIMITS,
  arrivalSettingsProblems,
  combinationsProblems,
  pacingRuleFieldProblems,
  roomFieldProblems,
  ROOM_POSITION_MAX,
  type ArrivalSettingsValues,
} from '../../domain/arrival-capacity/config.ts';

type Tx = Prisma.TransactionClient;

export interface PacingRuleInput {
  stopType: StopType | null;
  weekdays: number[];
  seasonStart: string | null;
  seasonEnd: string | null;
  maxGuests: number | null;
  maxCoaches: number | null;
}

export interface RoomInput {
  nameEn: string;
  nameSl: string;
  seats: number;
  seasonStart: string | null;
  seasonEnd: string | null;
  /** Null: at the end for a new room, unchanged on an edit. */
  position: number | null;
  /** Null: open for a new room, unchanged on an edit. */
  active: boolean | null;
}

function refuse(fields: Record<string, string>, language: Language): void {
  if (Object.keys(fields).length) throw new AppError('VALIDATION', language, { detail: { fields } });
}

/** One writer of the arrival settings at a time (see the top). */
async function lockSettings(tx: Tx): Promise<void> {
  await tx.$queryRaw`SELECT id FROM settings WHERE id = 1 FOR UPDATE`;
}

/** The transaction, then the announcements once it has committed. */
async function change<T>(services: Services, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await publicContentTransaction(services, async (tx) => {
    await lockSettings(tx);
    return work(tx);
  });
  await arrivalSettingsChanged(services);
  return result;
}

function full(what: 'pacingRules' | 'rooms', language: Language): never {
  throw new AppError('ARRIVAL_SETTINGS_FULL', language, { detail: { maxItems: ARRIVAL_LIMITS[what] } });
}

const SETTINGS_SELECT = { pacingSlotMinutes: true, coachBays: true, bayTurnaroundMinutes: true, waitlistOfferHours: true, waitlistLastDayOfferHours: true } as const;

export async function updateArrivalSettings(services: Services, staffId: string, input: ArrivalSettingsValues, language: Language): Promise<void> {
  refuse(arrivalSettingsProblems(input), language);
  await change(services, async (tx) => {
    const before = await tx.settings.findUniqueOrThrow({ where: { id: 1 }, select: SETTINGS_SELECT });
    const to = {
      pacingSlotMinutes: input.pacingSlotMinutes,
      coachBays: input.coachBays,
      bayTurnaroundMinutes: input.bayTurnaroundMinutes,
      waitlistOfferHours: input.waitlistOfferHours,
      waitlistLastDayOfferHours: input.waitlistLastDayOfferHours,
    };
    await tx.settings.update({ where: { id: 1 }, data: { ...to, updatedById: staffId } });
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { arrival: 'SETTINGS', from: before, to } });
  });
}

function pacingRuleData(input: PacingRuleInput) {
  return {
    stopType: input.stopType,
    weekdays: [...input.weekdays].sort((a, b) => a - b),
    seasonStart: input.seasonStart || null,
    seasonEnd: input.seasonEnd || null,
    maxGuests: input.maxGuests,
    maxCoaches: input.maxCoaches,
  };
}

function checkPacingRule(input: PacingRuleInput, language: Language) {
  const data = pacingRuleData(input);
  refuse(pacingRuleFieldProblems({ ...data, season: { start: data.seasonStart, end: data.seasonEnd } }), language);
  return data;
}

export async function createPacingRule(services: Services, staffId: string, input: PacingRuleInput, language: Language) {
  const data = checkPacingRule(input, language);
  return change(services, async (tx) => {
    if ((await tx.pacingRule.count()) >= ARRIVAL_LIMITS.pacingRules) full('pacingRules', language);
    const rule = await tx.pacingRule.create({ data });
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { arrival: 'PACING_RULE_CREATED', id: rule.id, to: data } });
    return rule;
  });
}

export async function updatePacingRule(services: Services, staffId: string, id: string, input: PacingRuleInput, language: Language) {
  const data = checkPacingRule(input, language);
  return change(services, async (tx) => {
    const before = await tx.pacingRule.findUnique({ where: { id } });
    if (!before) throw new AppError('NOT_FOUND', language);
    const rule = await tx.pacingRule.update({ where: { id }, data });
    const { id: _id, createdAt: _createdAt, ...from } = before;
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { arrival: 'PACING_RULE_UPDATED', id, from, to: data } });
    return rule;
  });
}

export async function deletePacingRule(services: Services, staffId: string, id: string, language: Language): Promise<void> {
  await change(services, async (tx) => {
    const before = await tx.pacingRule.findUnique({ where: { id } });
    if (!before) throw new AppError('NOT_FOUND', language);
    await tx.pacingRule.delete({ where: { id } });
    const { id: _id, createdAt: _createdAt, ...from } = before;
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { arrival: 'PACING_RULE_DELETED', id, from } });
  });
}

function roomData(input: RoomInput) {
  return {
    nameEn: input.nameEn.trim(),
    nameSl: input.nameSl.trim(),
    seats: input.seats,
    seasonStart: input.seasonStart || null,
    seasonEnd: input.seasonEnd || null,
  };
}

function checkRoom(input: RoomInput, language: Language) {
  const data = roomData(input);
  refuse(roomFieldProblems({ ...data, position: input.position ?? 0, season: { start: data.seasonStart, end: data.seasonEnd } }), language);
  return data;
}

export async function createRoom(services: Services, staffId: string, input: RoomInput, language: Language) {
  const data = checkRoom(input, language);
  return change(services, async (tx) => {
    if ((await tx.room.count()) >= ARRIVAL_LIMITS.rooms) full('rooms', language);
    const last = await tx.room.aggregate({ _max: { position: true } });
    const position = input.position ?? Math.min((last._max.position ?? -1) + 1, ROOM_POSITION_MAX);
    const room = await tx.room.create({ data: { ...data, position, active: input.active ?? true } });
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { arrival: 'ROOM_CREATED', id: room.id, to: { ...data, position, active: room.active } } });
    return room;
  });
}

/** Rooms are never deleted (bookings keep their places): closing one is `active: false`. */
export async function updateRoom(services: Services, staffId: string, id: string, input: RoomInput, language: Language) {
  const data = checkRoom(input, language);
  return change(services, async (tx) => {
    const before = await tx.room.findUnique({ where: { id } });
    if (!before) throw new AppError('NOT_FOUND', language);
    const to = { ...data, position: input.position ?? before.position, active: input.active ?? before.active };
    const room = await tx.room.update({ where: { id }, data: to });
    const { id: _id, createdAt: _createdAt, ...from } = before;
    await audit(tx, { action: 'settings.changed', actor: { kind: 'STAFF', id: staffId }, detail: { arrival: 'ROOM_UPDATED', id, from, to } });
    return room;
  });
}

/** Replaces every joined set of rooms with these (an empty list: no room joins another). */
export async function setRoomCombinations(services: Services, staffId: string, sets: string[][], language: Language): Promise<void> {
  if (sets.length > ARRIVAL_LIMITS.combinations) throw new AppError('ARRIVAL_SETTINGS_FULL', language, { detail: { maxItems: ARRIVAL_LIMITS.combinations } });
  await change(services, async (tx) => {
    const rooms = await tx.room.findMany({ select: { id: true } });
    refuse(combinationsProblems(sets, new Set(rooms.map((r) => r.id))), language);
    const before = await tx.roomCombination.findMany({ orderBy: { id: 'asc' } });
    await tx.roomCombination.deleteMany({});
    for (const roomIds of sets) await tx.roomCombination.create({ data: { roomIds } });
    await audit(tx, {
      action: 'settings.changed',
      actor: { kind: 'STAFF', id: staffId },
      detail: { arrival: 'ROOM_COMBINATIONS_SET', from: { combinations: before.map((c) => c.roomIds) }, to: { combinations: sets } },
    });
  });
}
