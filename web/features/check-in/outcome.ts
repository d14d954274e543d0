// How a closed reservation ended, in words (graph/domain/outcomes.ts decides; this only names it).
// Staff read "Arrived with 36 of 40 guests"; the client reads its own: "Arrived with 36 guests".
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ReservationOutcome } from '../../../graph/domain/outcomes.ts';

export type { ReservationOutcome };

const staffText = defineMessages({
  arrivedWith: { id: 'checkin.outcome.arrivedWith' },
  arrived: { id: 'checkin.outcome.arrived' },
  noShow: { id: 'checkin.outcome.noShow' },
  byClient: { id: 'checkin.outcome.cancelledByClient' },
  byStaff: { id: 'checkin.outcome.cancelledByStaff' },
  declined: { id: 'checkin.outcome.declined' },
});

const clientText = defineMessages({
  arrivedWith: { id: 'checkin.client.arrivedWith' },
  arrived: { id: 'checkin.client.arrived' },
  noShow: { id: 'checkin.client.noShow' },
  byClient: { id: 'checkin.client.cancelledByClient' },
  byStaff: { id: 'checkin.client.cancelledByStaff' },
  declined: { id: 'checkin.client.declined' },
});

export interface OutcomeFacts {
  outcome: string | null | undefined;
  actualGuests?: number | null;
  guests: number;
}

/** The sentence for an outcome, or null while the reservation is open. */
export function outcomeMessage(facts: OutcomeFacts, audience: 'staff' | 'client'): { descriptor: MessageDescriptor; values: Record<string, number> } | null {
  const text = audience === 'staff' ? staffText : clientText;
  const values = { actual: facts.actualGuests ?? 0, guests: facts.guests };
  switch (facts.outcome as ReservationOutcome | null | undefined) {
    case 'ARRIVED':
      return { descriptor: facts.actualGuests ? text.arrivedWith : text.arrived, values };
    case 'NO_SHOW':
      return { descriptor: text.noShow, values };
    case 'CANCELLED_BY_CLIENT':
      return { descriptor: text.byClient, values };
    case 'CANCELLED_BY_STAFF':
      return { descriptor: text.byStaff, values };
    case 'DECLINED':
      return { descriptor: text.declined, values };
    default:
      return null;
  }
}
