// The arrival settings as the GraphQL surface answers them (one read of each table).
import type { Services } from '../../context.ts';
import type { ArrivalSettingsShape } from './types.ts';

export async function readArrivalSettings(prisma: Services['prisma']): Promise<ArrivalSettingsShape> {
  const [settings, pacingRules, rooms, combinations] = await Promise.all([
    prisma.settings.findUniqueOrThrow({
      where: { id: 1 },
      select: { pacingSlotMinutes: true, coachBays: true, bayTurnaroundMinutes: true, waitlistOfferHours: true, waitlistLastDayOfferHours: true },
    }),
    prisma.pacingRule.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    prisma.room.findMany({ orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] }),
    prisma.roomCombination.findMany({ orderBy: { id: 'asc' } }),
  ]);
  const order = new Map(rooms.map((room, index) => [room.id, index]));
  return {
    ...settings,
    pacingRules,
    rooms,
    roomCombinations: combinations.map((c) => ({
      id: c.id,
      rooms: c.roomIds.filter((id) => order.has(id)).sort((a, b) => order.get(a)! - order.get(b)!).map((id) => rooms[order.get(id)!]!),
    })),
  };
}
