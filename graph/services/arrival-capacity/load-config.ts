// The manager's arrival settings (pacing, coach bays, rooms) as graph/domain/arrival-capacity takes
// them. Plain reads: a booking reads them once before its day lock, as it does the booking rules.
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { pacingSlotProblem, type ArrivalConfig, type PacingSlotMinutes } from '../../domain/arrival-capacity/config.ts';

type Db = Services['prisma'] | Prisma.TransactionClient;

export async function loadArrivalConfig(db: Db): Promise<ArrivalConfig> {
  const [settings, pacingRules, rooms, combinations] = await Promise.all([
    db.settings.findUniqueOrThrow({ where: { id: 1 }, select: { pacingSlotMinutes: true, coachBays: true, bayTurnaroundMinutes: true } }),
    db.pacingRule.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    db.room.findMany({ orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] }),
    db.roomCombination.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return {
    // The column's CHECK keeps it 15 or 30.
    pacingSlotMinutes: (pacingSlotProblem(settings.pacingSlotMinutes) ? 15 : settings.pacingSlotMinutes) as PacingSlotMinutes,
    coachBays: settings.coachBays,
    bayTurnaroundMinutes: settings.bayTurnaroundMinutes,
    pacingRules: pacingRules.map((r) => ({
      id: r.id,
      stopType: r.stopType,
      weekdays: r.weekdays,
      season: { start: r.seasonStart, end: r.seasonEnd },
      maxGuests: r.maxGuests,
      maxCoaches: r.maxCoaches,
    })),
    rooms: rooms.map((r) => ({
      id: r.id,
      nameEn: r.nameEn,
      nameSl: r.nameSl,
      seats: r.seats,
      position: r.position,
      active: r.active,
      season: { start: r.seasonStart, end: r.seasonEnd },
    })),
    combinations: combinations.map((c) => ({ id: c.id, roomIds: c.roomIds })),
  };
}
