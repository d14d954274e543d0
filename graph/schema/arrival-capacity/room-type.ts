// A room of the restaurant (hall, terrace, separate room) as the API shows it: the manager's
// settings edit them, a reservation's placements name them. Staff read rooms; a client reads only
// the name and seats of its own reservation's placements (ReservationRoomPlacement).
import { builder } from '../../builder.ts';
import { nodeVisibility } from '../node.ts';

export interface SeasonShape {
  start: string | null;
  end: string | null;
}

/** A yearly month-day range (graph/domain/arrival-capacity/season.ts). */
export const SeasonRef = builder.objectRef<SeasonShape>('Season').implement({
  description: 'A part of every year, MM-DD to MM-DD inclusive (it may wrap the new year, e.g. 11-15 to 03-15). Both null: all year.',
  fields: (t) => ({
    start: t.exposeString('start', { nullable: true, description: 'First day, MM-DD (null: all year).' }),
    end: t.exposeString('end', { nullable: true, description: 'Last day, MM-DD (null: all year).' }),
  }),
});

export const RoomRef = builder.prismaNode('Room', {
  name: 'Room',
  description: 'A room groups with seats sit in (hall, terrace, separate room). Staff only.',
  id: { field: 'id' },
  authScopes: nodeVisibility('Room', 'room', (_room: { id: string }, ctx) => ctx.viewer.kind === 'staff'),
  fields: (t) => ({
    name: t.string({ description: 'In the request’s language.', resolve: (r, _args, ctx) => (ctx.language === 'sl' ? r.nameSl : r.nameEn) }),
    nameEn: t.exposeString('nameEn', { description: 'The English name.' }),
    nameSl: t.exposeString('nameSl', { description: 'The Slovenian name.' }),
    seats: t.exposeInt('seats', { description: 'How many guests it seats.' }),
    position: t.exposeInt('position', { description: 'Its place in lists (smallest first).' }),
    active: t.exposeBoolean('active', { description: 'Whether groups are placed in it (a closed room keeps its past placements).' }),
    season: t.field({
      type: SeasonRef,
      description: 'When it is open (e.g. the terrace in summer only).',
      resolve: (r) => ({ start: r.seasonStart, end: r.seasonEnd }),
    }),
  }),
});
