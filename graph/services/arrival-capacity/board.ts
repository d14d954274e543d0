// Today's board: the day's arrivals in the order they are expected (the driver's ETA, else the
// booked time), for a screen in the kitchen or at the counter.
import type { Services } from '../../context.ts';
import { DAY_SHEET_STATUSES } from '../../domain/day-sheet.ts';
import { byExpectedArrival } from '../../domain/arrivals/arrival-state.ts';
import { dateToDb, instantToLocal, type LocalDate } from '../../domain/local-time.ts';

export interface ArrivalBoardData {
  date: LocalDate;
  /** The reservations' ids, in the order they are expected. */
  ids: string[];
}

export async function arrivalBoard(services: Pick<Services, 'prisma' | 'now'>): Promise<ArrivalBoardData> {
  const date = instantToLocal(services.now()).date;
  const rows = await services.prisma.reservation.findMany({
    where: { arrivalDay: dateToDb(date), status: { in: [...DAY_SHEET_STATUSES] } },
    orderBy: [{ arrivalAt: 'asc' }, { id: 'asc' }],
    select: { id: true, arrivalAt: true, etaAt: true },
  });
  return { date, ids: [...rows].sort(byExpectedArrival).map((row) => row.id) };
}
