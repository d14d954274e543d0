// Rooms: a group with seats sits in one room, or in one set of rooms the manager says can be joined,
// never scattered. A room may seat several groups while its seats last. The booking takes the
// smallest room or joined set that fits (by seats; a single room before a set of the same size), so
// the big rooms stay free for big groups. Rooms closed or out of season (the terrace in winter)
// take no one.
import { peakSeats, type Interval } from '../capacity.ts';
import type { LocalDate } from '../local-time.ts';
import type { ArrivalConfig, RoomConfig } from './config.ts';
import { inSeason } from './season.ts';

export interface RoomPlacement {
  roomId: string;
  seats: number;
}

export interface RoomUse extends Interval, RoomPlacement {}

export interface RoomChoice {
  rooms: readonly RoomConfig[];
  /** Seats of the room or the set, empty. */
  seats: number;
}

export function roomOpen(room: RoomConfig, date: LocalDate): boolean {
  return room.active && inSeason(date, room.season);
}

/** Whether rooms are managed at all: without rooms only the seat total counts. */
export function roomsManaged(config: Pick<ArrivalConfig, 'rooms'>): boolean {
  return config.rooms.some((room) => room.active);
}

/** The rooms and joined sets open on `date`, smallest first. */
export function roomChoices(config: Pick<ArrivalConfig, 'rooms' | 'combinations'>, date: LocalDate): RoomChoice[] {
  const open = new Map(config.rooms.filter((room) => roomOpen(room, date)).map((room) => [room.id, room]));
  const choices: RoomChoice[] = [...open.values()].map((room) => ({ rooms: [room], seats: room.seats }));
  for (const combination of config.combinations) {
    const rooms = combination.roomIds.map((id) => open.get(id));
    if (rooms.length < 2 || rooms.some((room) => !room)) continue;
    const members = (rooms as RoomConfig[]).toSorted((a, b) => a.position - b.position);
    choices.push({ rooms: members, seats: members.reduce((sum, room) => sum + room.seats, 0) });
  }
  return choices.toSorted((a, b) => a.seats - b.seats || a.rooms.length - b.rooms.length || a.rooms[0]!.position - b.rooms[0]!.position);
}

/** Seats of a room free during the whole window. */
export function freeRoomSeats(room: RoomConfig, uses: readonly RoomUse[], window: Interval): number {
  const own = uses.filter((use) => use.roomId === room.id);
  return Math.max(0, room.seats - (own.length ? peakSeats(own, window) : 0));
}

/** The group's seats in the choice (filling its rooms in order), or null when it does not fit. */
export function seatIn(
  choice: RoomChoice,
  uses: readonly RoomUse[],
  window: Interval,
  guests: number,
  free: (room: RoomConfig) => number = (room) => freeRoomSeats(room, uses, window),
): RoomPlacement[] | null {
  const placement: RoomPlacement[] = [];
  let left = guests;
  for (const room of choice.rooms) {
    if (left <= 0) break;
    const seats = Math.min(left, free(room));
    if (seats > 0) placement.push({ roomId: room.id, seats });
    left -= seats;
  }
  return left > 0 ? null : placement;
}

/** The smallest room or joined set the group fits in for the window, or null. */
export function placeInRooms(choices: readonly RoomChoice[], uses: readonly RoomUse[], window: Interval, guests: number): RoomPlacement[] | null {
  // A room's free seats are worked out once per question, however many sets it belongs to.
  const known = new Map<string, number>();
  const free = (room: RoomConfig) => {
    let seats = known.get(room.id);
    if (seats === undefined) known.set(room.id, (seats = freeRoomSeats(room, uses, window)));
    return seats;
  };
  for (const choice of choices) {
    if (choice.seats < guests) continue;
    const placement = seatIn(choice, uses, window, guests, free);
    if (placement) return placement;
  }
  return null;
}
