// The arrival settings' GraphQL types: the settings as one object, pacing rules and joined sets of
// rooms (the Room type is in room-type.ts).
import { builder } from '../../builder.ts';
import { nodeVisibility } from '../node.ts';
import { StopTypeEnum } from '../enums.ts';
import { RoomRef } from './room-type.ts';
import type { PacingRule, Room } from '../../generated/prisma/client.ts';

export const PacingRuleRef = builder.prismaNode('PacingRule', {
  description: 'The most guests and coaches that may arrive in one pacing slot, on some weekdays and in some season. Staff only.',
  id: { field: 'id' },
  authScopes: nodeVisibility('PacingRule', 'pacingRule', (_rule: { id: string }, ctx) => ctx.viewer.kind === 'staff'),
  fields: (t) => ({
    stopType: t.field({ type: StopTypeEnum, nullable: true, description: 'The stop type whose arrivals it counts; null: both together.', resolve: (rule) => rule.stopType }),
    weekdays: t.exposeIntList('weekdays', { description: 'ISO weekdays 1 = Monday … 7 = Sunday it applies on, ascending; empty: every day.' }),
    seasonStart: t.exposeString('seasonStart', { nullable: true, description: 'Applies from this MM-DD each year (null with seasonEnd: all year).' }),
    seasonEnd: t.exposeString('seasonEnd', { nullable: true, description: 'Applies until this MM-DD, inclusive; may wrap the new year.' }),
    maxGuests: t.exposeInt('maxGuests', { nullable: true, description: 'The most guests arriving in one slot (null: no limit).' }),
    maxCoaches: t.exposeInt('maxCoaches', { nullable: true, description: 'The most coaches arriving in one slot (null: no limit).' }),
  }),
});

export interface RoomCombinationShape {
  id: string;
  rooms: Room[];
}

export const RoomCombinationRef = builder.objectRef<RoomCombinationShape>('RoomCombination').implement({
  description: 'Rooms that can be joined into one space for a large group.',
  fields: (t) => ({
    rooms: t.field({ type: [RoomRef], description: 'The joined rooms, in their list order.', resolve: (c) => c.rooms }),
    seats: t.int({ description: 'Their seats together.', resolve: (c) => c.rooms.reduce((sum, room) => sum + room.seats, 0) }),
  }),
});

export interface ArrivalSettingsShape {
  pacingSlotMinutes: number;
  coachBays: number;
  bayTurnaroundMinutes: number;
  waitlistOfferHours: number;
  waitlistLastDayOfferHours: number;
  pacingRules: PacingRule[];
  rooms: Room[];
  roomCombinations: RoomCombinationShape[];
}

export const ArrivalSettingsRef = builder.objectRef<ArrivalSettingsShape>('ArrivalSettings').implement({
  description: 'How arrivals are paced, coach bays, rooms and the waiting list’s offers. Staff read it; the manager sets it.',
  fields: (t) => ({
    pacingSlotMinutes: t.exposeInt('pacingSlotMinutes', { description: 'Arrivals are counted per slot of this many minutes (15 or 30).' }),
    coachBays: t.exposeInt('coachBays', { description: 'Coach bays in the car park; 0: bays are not managed.' }),
    bayTurnaroundMinutes: t.exposeInt('bayTurnaroundMinutes', { description: 'Minutes a bay stays taken after a coach’s stay.' }),
    waitlistOfferHours: t.exposeInt('waitlistOfferHours', { description: 'How long a waiting-list offer stays open, in hours.' }),
    waitlistLastDayOfferHours: t.exposeInt('waitlistLastDayOfferHours', { description: 'How long an offer stays open when the arrival is less than a day away, in hours.' }),
    pacingRules: t.field({ type: [PacingRuleRef], description: 'Every pacing rule, oldest first.', resolve: (s) => s.pacingRules }),
    rooms: t.field({ type: [RoomRef], description: 'Every room, closed ones included, in list order.', resolve: (s) => s.rooms }),
    roomCombinations: t.field({ type: [RoomCombinationRef], description: 'The rooms that can be joined, each set once.', resolve: (s) => s.roomCombinations }),
  }),
});
