// The day sheet's data: one read of a day's arrivals (by the stored local arrival day, so clock
// changes need no special case), grouped and totalled by graph/domain/day-sheet.ts.
import type { Services } from '../context.ts';
import type { ReservationStatus, StopType } from '../generated/prisma/enums.ts';
import { buildDaySheet, DAY_SHEET_STATUSES, type DaySheetHour, type DaySheetTotals } from '../domain/day-sheet.ts';
import { dateToDb, instantToLocal, type LocalDate } from '../domain/local-time.ts';
import { kitchenOf, type KitchenDay } from './meal-preorders.ts';

export interface DaySheetRow {
  id: string;
  minute: number;
  type: StopType;
  guests: number;
  seatReservation: boolean;
  status: ReservationStatus;
}

export interface DaySheetData {
  date: LocalDate;
  hours: Array<DaySheetHour<DaySheetRow>>;
  totals: DaySheetTotals;
  /** The kitchen's meal totals of the day's open long stops (from the same read). */
  kitchen: KitchenDay;
}

export async function daySheet(services: Pick<Services, 'prisma'>, date: LocalDate): Promise<DaySheetData> {
  const rows = await services.prisma.reservation.findMany({
    where: { arrivalDay: dateToDb(date), status: { in: [...DAY_SHEET_STATUSES] } },
    orderBy: [{ arrivalAt: 'asc' }, { id: 'asc' }],
    select: { id: true, arrivalAt: true, type: true, guests: true, seatReservation: true, status: true, mealPreorder: true },
  });
  const entries = rows.map(({ arrivalAt, mealPreorder: _meals, ...row }) => ({ ...row, minute: instantToLocal(arrivalAt).minute }));
  return { date, ...buildDaySheet(entries), kitchen: kitchenOf(date, rows) };
}
