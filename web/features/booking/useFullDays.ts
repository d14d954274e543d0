// The wizard's calendar greys out days with no arrival time left for this group: the days of the
// month on screen are asked about in one dayAvailability query (from the stop type, group size
// and seats chosen in the earlier steps). Answers are kept a minute per question, so paging back and
// forth asks once; a failed answer just leaves the days as they were (the time step still checks).
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { monthRange, type IsoDate, type YearMonth } from '../../components/pickers/calendar.ts';
import type { useFullDaysQuery } from './__generated__/useFullDaysQuery.graphql';

const query = graphql`
  query useFullDaysQuery($type: StopType!, $guests: Int!, $seatReservation: Boolean!, $from: String!, $to: String!) {
    dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, from: $from, to: $to) {
      date
      state
    }
  }
`;

export interface DaysQuestion {
  type: 'SHORT_STOP' | 'LONG_STOP';
  guests: number;
  seatReservation: boolean;
}

const FRESH_MS = 60_000;
const answers = new Map<string, { at: number; full: ReadonlySet<IsoDate> }>();
const EMPTY: ReadonlySet<IsoDate> = new Set();

function freshAnswer(key: string): ReadonlySet<IsoDate> | null {
  const answer = answers.get(key);
  return answer && Date.now() - answer.at < FRESH_MS ? answer.full : null;
}

/** Dates of the month on screen that are FULLY_BOOKED for this group. */
export function useFullDays(question: DaysQuestion | null, month: YearMonth | null, min: IsoDate, max: IsoDate): ReadonlySet<IsoDate> {
  const environment = useRelayEnvironment();
  const range = month ? monthRange(month, min, max) : null;
  const key = question && range ? JSON.stringify({ ...question, ...range }) : null;
  const [, setAnswered] = useState(0);

  useEffect(() => {
    if (!key || freshAnswer(key)) return;
    let current = true;
    const variables = JSON.parse(key) as DaysQuestion & { from: IsoDate; to: IsoDate };
    fetchQuery<useFullDaysQuery>(environment, query, variables, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => {
          const full = new Set((data?.dayAvailability ?? []).filter((d) => d.state === 'FULLY_BOOKED').map((d) => d.date));
          answers.set(key, { at: Date.now(), full });
          if (current) setAnswered((n) => n + 1);
        },
        () => {},
      );
    return () => {
      current = false;
    };
  }, [key, environment]);

  return (key && (freshAnswer(key) ?? answers.get(key)?.full)) || EMPTY;
}
