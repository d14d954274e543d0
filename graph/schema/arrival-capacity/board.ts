// Today's board (the `/board` screen): the day's arrivals by expected time. Staff, and a restaurant
// token with READ_ALL_RESERVATIONS (a screen in the kitchen that nobody signs in to).
import { builder } from '../../builder.ts';
import { RESTAURANT_TIME_ZONE } from '../../domain/local-time.ts';
import { arrivalBoard, type ArrivalBoardData } from '../../services/arrival-capacity/board.ts';
import { findManyInOneStatement } from '../../one-statement-reads/read.ts';

const ArrivalBoardRef = builder.objectRef<ArrivalBoardData>('ArrivalBoard').implement({
  description: 'Today’s arrivals for a screen in the kitchen or at the counter.',
  fields: (t) => ({
    date: t.exposeString('date', { description: `Today in ${RESTAURANT_TIME_ZONE}, YYYY-MM-DD.` }),
    arrivals: t.prismaField({
      type: ['Reservation'],
      description: 'Every reservation arriving today that is coming or came (not DELETED), by expected arrival: the driver’s ETA, else the booked time.',
      resolve: async (query, board, _args, ctx) => {
        const rows = await findManyInOneStatement(ctx.services, 'Reservation', { ...query, where: { id: { in: board.ids } } });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return board.ids.flatMap((id) => byId.get(id) ?? []);
      },
    }),
  }),
});

builder.queryField('arrivalBoard', (t) =>
  t.field({
    type: ArrivalBoardRef,
    description: 'Today’s board: the day’s arrivals by expected time. Staff, and restaurant tokens with READ_ALL_RESERVATIONS.',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => arrivalBoard(ctx.services),
  }),
);
