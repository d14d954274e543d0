// The sidebar's counts of reservations waiting for staff: `pending` (CREATED, awaiting a decision)
// and `waiting` (WAITING, needs coordination). Kept current by the live feed: every reservation
// event and every resync reads them again (debounced), so the numbers follow colleagues' work.
//
//   const counts = useReservationCounts();          // null until the first answer
//   counts?.pending  → badge on "Reservation approval"
//   counts?.waiting  → badge on "Current reservations" (needs coordination)
//
// Does not suspend; safe to call from the staff layout (it holds the feed's one subscription).
import { useEffect, useSyncExternalStore } from 'react';
import { fetchQuery, graphql } from 'react-relay/hooks';
import { environment } from '../../relay/environment.ts';
import { useReservationsFeed } from './reservationsFeed.ts';
import type { useReservationCountsQuery } from './__generated__/useReservationCountsQuery.graphql';

const query = graphql`
  query useReservationCountsQuery {
    staffOverview {
      pendingReservations
      waitingReservations
    }
  }
`;

export interface ReservationCounts {
  /** Reservations awaiting a decision (CREATED). */
  pending: number;
  /** Reservations that need coordination (WAITING). */
  waiting: number;
}

/** Events come in bursts (a colleague confirming five in a row): ask once they settle. */
const DEBOUNCE_MS = 400;

let counts: ReservationCounts | null = null;
let inFlight = false;
let again = false;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function refresh(): void {
  if (inFlight) {
    again = true;
    return;
  }
  inFlight = true;
  fetchQuery<useReservationCountsQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
    next(data) {
      const next = { pending: data.staffOverview.pendingReservations, waiting: data.staffOverview.waitingReservations };
      if (!counts || counts.pending !== next.pending || counts.waiting !== next.waiting) {
        counts = next;
        for (const listener of [...listeners]) listener();
      }
    },
    error() {
      inFlight = false;
    },
    complete() {
      inFlight = false;
      if (again) {
        again = false;
        refresh();
      }
    },
  });
}

function schedule(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    refresh();
  }, DEBOUNCE_MS);
}

function subscribeCounts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReservationCounts(): ReservationCounts | null {
  useReservationsFeed({ onEvent: schedule, onResync: schedule });
  useEffect(() => {
    refresh();
  }, []);
  return useSyncExternalStore(subscribeCounts, () => counts, () => null);
}

/** Read the counts again soon (after something the feed does not report). */
export function refreshReservationCounts(): void {
  schedule();
}
