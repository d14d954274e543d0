// Asks bookingTerms for the arrival day being booked (and, for staff on the phone, the client): the
// prices, agreement and cancellation terms the booking will be made under. Answers for an older
// question are dropped.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useBookingTermsQuery, useBookingTermsQuery$data } from './__generated__/useBookingTermsQuery.graphql';

const query = graphql`
  query useBookingTermsQuery($day: String!, $organisationId: ID) {
    bookingTerms(arrivalDay: $day, organisationId: $organisationId) {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the callers render it with TermsSummary
      ...TermsSummary_terms
      stopPrices {
        type
        priceCents
      }
    }
  }
`;

export type BookingTermsAnswer = useBookingTermsQuery$data['bookingTerms'];

/** The per-guest price of a stop type under the terms, in cents. */
export type TermsPrices = Partial<Record<string, number>>;

export type TermsState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; terms: BookingTermsAnswer; prices: TermsPrices } | { status: 'failed' };

type Stored = { key: string } & ({ status: 'ready'; terms: BookingTermsAnswer; prices: TermsPrices } | { status: 'failed' });

/** The terms for a booking arriving on `day` (null: no day yet); staff pass the client. */
export function useBookingTerms(day: string | null, organisationId: string | null = null): TermsState {
  const environment = useRelayEnvironment();
  const [stored, setStored] = useState<Stored | null>(null);
  const key = day ? `${day}#${organisationId ?? ''}` : null;

  useEffect(() => {
    if (!day || !key) return;
    let current = true;
    fetchQuery<useBookingTermsQuery>(environment, query, { day, organisationId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => {
          if (current && data) setStored({ key, status: 'ready', terms: data.bookingTerms, prices: Object.fromEntries(data.bookingTerms.stopPrices.map((p) => [p.type, p.priceCents])) });
        },
        () => {
          if (current) setStored({ key, status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
    // The key says everything the question holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, environment]);

  if (!key) return { status: 'idle' };
  if (stored?.key !== key) return { status: 'loading' };
  return stored.status === 'ready' ? { status: 'ready', terms: stored.terms, prices: stored.prices } : { status: 'failed' };
}
