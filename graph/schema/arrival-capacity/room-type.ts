// A room of the restaurant (hall, terrace, separate room) as the API shows it: the manager's
// settings edit them, a reservation's placements name them. Staff read rooms; a client reads only
// the name and seats of its own reservation's placements (ReservationRoomPlacement).
import { builder } from '../../builder.ts';
import { nodeVisibility } from '../node.ts';

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
    // Flat, as the pacing rules' seasons: MM-DD to MM-DD inclusive, may wrap the new year (graph/domain/arrival-capacity/season.ts).
    seasonStart: t.exposeString('seasonStart', { nullable: true, description: 'Open from this day of every year, MM-DD (null with seasonEnd: all year).' }),
    seasonEnd: t.exposeString('seasonEnd', { nullable: true, description: 'Open until this day of every year, MM-DD inclusive; may be before seasonStart (over the new year).' }),
  }),
});
