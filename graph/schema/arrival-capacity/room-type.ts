// A room guests sit in (hall, terrace, separate room): staff read it (the order panel shows where a
// group sits); the manager describes them on the Arrivals settings page.
import { builder } from '../../builder.ts';
import { nodeVisibility } from '../node.ts';

export const RoomRef = builder.prismaNode('Room', {
  description: 'A room guests sit in, with its seats and when it is open. Staff only.',
  id: { field: 'id' },
  authScopes: nodeVisibility('Room', 'room', (_room: { id: string }, ctx) => ctx.viewer.kind === 'staff'),
  fields: (t) => ({
    name: t.string({ description: 'In the request’s language.', resolve: (room, _args, ctx) => (ctx.language === 'sl' ? room.nameSl : room.nameEn) }),
    nameEn: t.exposeString('nameEn', { description: 'The name in English.' }),
    nameSl: t.exposeString('nameSl', { description: 'The name in Slovenian.' }),
    seats: t.exposeInt('seats', { description: 'Seats in the room.' }),
    position: t.exposeInt('position', { description: 'Its place in lists, ascending (gaps allowed).' }),
    active: t.exposeBoolean('active', { description: 'False: closed (kept for the bookings placed in it, never offered).' }),
    seasonStart: t.exposeString('seasonStart', { nullable: true, description: 'Open from this MM-DD each year (null with seasonEnd: all year).' }),
    seasonEnd: t.exposeString('seasonEnd', { nullable: true, description: 'Open until this MM-DD, inclusive; may wrap the new year.' }),
  }),
});
