// Asks reservationAvailability about the arrival being picked, as the person picks it: whether it
// fits, the seats left for the whole stay, the problems per field and nearby times when it is full.
// Answers for an older question are dropped; a short pause lets quick clicks settle first.
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { readProblem } from '../../components/forms/problems.ts';
import type { useAvailabilityQuery, useAvailabilityQuery$data } from './__generated__/useAvailabilityQuery.graphql';
import type { availabilityQuestion } from './wizard.ts';

const query = graphql`
  query useAvailabilityQuery($type: StopType!, $guests: Int!, $seatReservation: Boolean!, $arrivalDate: String!, $arrivalTime: String!) {
    reservationAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, arrivalDate: $arrivalDate, arrivalTime: $arrivalTime) {
      fits
      remainingSeats
      problems {
        field
        code
      }
      suggestions {
        arrivalDate
        arrivalTime
        remainingSeats
      }
    }
  }
`;

export type Question = NonNullable<ReturnType<typeof availabilityQuestion>>;
export interface AvailabilityAnswer {
  fits: boolean;
  /** Seats free during the whole stay (null when the date or time is not valid). */
  remainingSeats: number | null;
  problems: Array<{ field: string; code: string }>;
  suggestions: Array<{ arrivalDate: string; arrivalTime: string; remainingSeats: number }>;
}

function answerOf(data: useAvailabilityQuery$data): AvailabilityAnswer {
  const a = data.reservationAvailability;
  return {
    fits: a.fits,
    remainingSeats: a.remainingSeats ?? null,
    problems: a.problems.map((p) => ({ field: p.field, code: p.code })),
    suggestions: a.suggestions.map((s) => ({ arrivalDate: s.arrivalDate, arrivalTime: s.arrivalTime, remainingSeats: s.remainingSeats })),
  };
}

export type Availability =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'ready'; answer: AvailabilityAnswer }
  | { status: 'failed'; code: string };

type Stored = { key: string } & ({ status: 'ready'; answer: AvailabilityAnswer } | { status: 'failed'; code: string });

const PAUSE_MS = 180;

export function useAvailability(question: Question | null): { availability: Availability; recheck(): void } {
  const environment = useRelayEnvironment();
  const [round, setRound] = useState(0);
  const [stored, setStored] = useState<Stored | null>(null);
  const key = question ? `${JSON.stringify(question)}#${round}` : null;

  useEffect(() => {
    if (!question || !key) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<useAvailabilityQuery>(environment, query, question, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          (data) => {
            if (current && data) setStored({ key, status: 'ready', answer: answerOf(data) });
          },
          (error: unknown) => {
            if (current) setStored({ key, status: 'failed', code: readProblem(error).code });
          },
        );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key says everything the question holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, environment]);

  const recheck = useCallback(() => setRound((n) => n + 1), []);
  let availability: Availability;
  if (!question) availability = { status: 'idle' };
  else if (stored?.key !== key) availability = { status: 'checking' };
  else availability = stored.status === 'ready' ? { status: 'ready', answer: stored.answer } : { status: 'failed', code: stored.code };
  return { availability, recheck };
}
