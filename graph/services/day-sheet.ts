// The day sheet's data: one read of a day's arrivals (by the stored local arrival day, so clock
// changes need no special case), grouped and totalled by graph/domain/day-sheet.ts.
import type { Services } from '../context.ts';
import type { ReservationStatus, StopType } from '../generated/prisma/enums.ts';
import { buildDaySheet, DAY_SHEET_STATUSES, groupByRoom, type DaySheetHour, type DaySheetRoomGroup, type DaySheetTotals } from '../domain/day-sheet.ts';
import { expectedAt } from '../domain/arrivals/arrival-state.ts';
import { dateToDb, instantToLocal, type LocalDate } from '../domain/local-time.ts';
import { kitchenOf, type KitchenDay } from './meal-preorders.ts';

export interface DaySheetRow {
  id: string;
  minute: number;
  type: StopType;
  guests: number;
  seatReservation: boolean;
  status: ReservationStatus;
  roomIds: string[];
  expectedMinute: number;
}

export interface SheetRoom {
  id: string;
  nameEn: string;
  nameSl: string;
}

/** A room group of the sheet, with its rooms' names. */
export interface DaySheetRoomGroupData extends DaySheetRoomGroup<DaySheetRow> {
  rooms: SheetRoom[];
}

export interface DaySheetData {
  date: LocalDate;
  hours: Array<DaySheetHour<DaySheetRow>>;
  totals: DaySheetTotals;
  /** The kitchen's meal totals of the day's open long stops (from the same read). */
  kitchen: KitchenDay;
  /** By room, when the restaurant manages rooms (empty otherwise). */
  rooms: DaySheetRoomGroupData[];
}

export async function daySheet(services: Pick<Services, 'prisma'>, date: LocalDate): Promise<DaySheetData> {
  const [rows, rooms] = await Promise.all([
    services.prisma.reservation.findMany({
      where: { arrivalDay: dateToDb(date), status: { in: [...DAY_SHEET_STATUSES] } },
      orderBy: [{ arrivalAt: 'asc' }, { id: 'asc' }],
      select: { id: true, arrivalAt: true, etaAt: true, type: true, guests: true, seatReservation: true, status: true, mealPreorder: true, rooms: { select: { roomId: true } } },
    }),
    services.prisma.room.findMany({ orderBy: [{ position: 'asc' }, { createdAt: 'asc' }], select: { id: true, nameEn: true, nameSl: true } }),
  ]);
  const entries = rows.map(({ arrivalAt, etaAt, mealPreorder: _meals, rooms: placed, ...row }) => ({
    ...row,
    minute: instantToLocal(arrivalAt).minute,
    expectedMinute: instantToLocal(expectedAt({ arrivalAt, etaAt })).minute,
    roomIds: placed.map((p) => p.roomId),
  }));
  const byId = new Map(rooms.map((room) => [room.id, room]));
  // Rooms not managed (none described): the sheet stays by hour only.
  const roomGroups = rooms.length
    ? groupByRoom(entries, rooms.map((room) => room.id)).map((group) => ({ ...group, rooms: group.roomIds.flatMap((id) => byId.get(id) ?? []) }))
    : [];
  return { date, ...buildDaySheet(entries), kitchen: kitchenOf(date, rows), rooms: roomGroups };
}
