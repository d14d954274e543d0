// What the calendars and time pickers show comes from the server (dayAvailability): which days a
// group of this size and stop type can still book and, for the chosen day, every arrival time with
// its state. The browser computes no lead time, opening hours or clock change itself. The wizard
// asks as the client; the staff's edit form names the reservation, whose own seats then do not
// count and for which the lead time does not apply; the phone booking names the rules set aside.
// Answers are kept half a minute per question, so paging back and forth asks once, and a picker on
// screen asks again when its answer is older (a time that became too soon turns grey).
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, type Environment } from 'react-relay/hooks';
import type { LocalDate } from '../../../graph/domain/local-time.ts';
import type { StopType } from '../../../graph/domain/reservation-rules.ts';
import type { useDayOutlookDayQuery, useDayOutlookDayQuery$data } from './__generated__/useDayOutlookDayQuery.graphql';
import type { useDayOutlookDaysQuery, useDayOutlookDaysQuery$data } from './__generated__/useDayOutlookDaysQuery.graphql';

const daysQuery = graphql`
  query useDayOutlookDaysQuery(
    $type: StopType!
    $guests: Int!
    $seatReservation: Boolean!
    $coaches: Int
    $from: String!
    $to: String!
    $reservationId: ID
    $overrides: [BookingOverride!]
  ) {
    dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, coaches: $coaches, from: $from, to: $to, reservationId: $reservationId, overrides: $overrides) {
      date
      state
    }
  }
`;

const dayQuery = graphql`
  query useDayOutlookDayQuery($type: StopType!, $guests: Int!, $seatReservation: Boolean!, $coaches: Int, $date: String!, $reservationId: ID, $overrides: [BookingOverride!]) {
    dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, coaches: $coaches, from: $date, to: $date, reservationId: $reservationId, overrides: $overrides) {
      date
      state
      times {
        time
        state
        reasons
      }
    }
  }
`;

/** The group the days are asked about (the wizard's first three answers). */
export interface OutlookQuestion {
  type: StopType;
  guests: number;
  seatReservation: boolean;
  /** Coaches the group comes in (default 1). */
  coaches?: number | null;
  /** Staff editing this reservation (its global ID). */
  reservationId?: string | null;
  /** Staff booking for a client with these rules set aside. */
  overrides?: ReadonlyArray<'LEAD_TIME' | 'HORIZON' | 'PACING'> | null;
}

export type DayOutlookState = useDayOutlookDaysQuery$data['dayAvailability'][number]['state'];
export type ArrivalTime = useDayOutlookDayQuery$data['dayAvailability'][number]['times'][number];

const FRESH_MS = 30_000;
const answers = new Map<string, { at: number; value: unknown }>();

/** The answer to `key` (kept per question), fetched when missing or older than FRESH_MS. */
function useCachedAnswer<T>(key: string | null, load: (environment: Environment) => Promise<T>): T | null {
  const environment = useRelayEnvironment();
  const [, setAnswered] = useState(0);
  useEffect(() => {
    if (!key) return;
    let current = true;
    const ask = () => {
      const known = answers.get(key);
      if (known && Date.now() - known.at < FRESH_MS) return;
      load(environment).then(
        (value) => {
          answers.set(key, { at: Date.now(), value });
          if (current) setAnswered((n) => n + 1);
        },
        // A failed answer leaves what was shown; the availability check still guards "Next".
        () => {},
      );
    };
    ask();
    const timer = setInterval(ask, FRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
    // `load` is derived from `key`: the key says everything it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, environment]);
  return key ? ((answers.get(key)?.value as T | undefined) ?? null) : null;
}

/** Each day from `from` to `to` (at most 62) as this group would find it; null until the server answers. */
export function useDayStates(question: OutlookQuestion | null, range: { from: LocalDate; to: LocalDate } | null): ReadonlyMap<LocalDate, DayOutlookState> | null {
  const key = question && range ? JSON.stringify({ days: true, ...question, ...range }) : null;
  return useCachedAnswer(key, async (environment) => {
    const data = await fetchQuery<useDayOutlookDaysQuery>(environment, daysQuery, { ...question!, ...range! }, { fetchPolicy: 'network-only' }).toPromise();
    return new Map((data?.dayAvailability ?? []).map(({ date, state }) => [date, state]));
  });
}

/** Every arrival time of `date` on the slot grid with its state; null until the server answers. */
export function useArrivalTimes(question: OutlookQuestion | null, date: LocalDate | null): readonly ArrivalTime[] | null {
  const key = question && date ? JSON.stringify({ times: true, ...question, date }) : null;
  return useCachedAnswer(key, async (environment) => {
    const data = await fetchQuery<useDayOutlookDayQuery>(environment, dayQuery, { ...question!, date: date! }, { fetchPolicy: 'network-only' }).toPromise();
    return (data?.dayAvailability[0]?.times ?? []).map(({ time, state, reasons }) => ({ time, state, reasons }));
  });
}
