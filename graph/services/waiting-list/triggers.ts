// What sets the offer engine going after a change has committed: every reservation event that can
// free a place (a status change — cancelled, declined, deleted, finished early — or an edit: fewer
// guests, a moved time) runs it for the reservation's day. Heard in process from the live events
// (with Redis, every instance hears every event: the engine's day lock makes that harmless). A
// moved reservation's old day, and settings changes, are caught by capacityFreed called from their
// use cases, or else by the periodic round.
import type { Services } from '../../context.ts';
import { capacityFreed, type WaitingListServices } from './offers.ts';

export function listenForFreedCapacity(services: WaitingListServices & Pick<Services, 'pubsub'>): { stop(): Promise<void> } {
  const events = services.pubsub.subscribe('reservation');
  const running = (async () => {
    for await (const event of events) {
      if (event.kind !== 'STATUS_CHANGED' && event.kind !== 'EDITED') continue;
      try {
        const row = await services.prisma.reservation.findUnique({ where: { id: event.reservationId }, select: { arrivalDay: true } });
        if (row) await capacityFreed(services, row.arrivalDay);
      } catch (error) {
        services.log.error('waiting list trigger failed', { error });
      }
    }
  })();
  return {
    async stop() {
      await events.return?.(undefined);
      await running.catch(() => {});
    },
  };
}
