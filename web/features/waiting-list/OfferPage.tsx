// The waiting list offer's link (/waiting-list/offer/{token}), signed in or not: the place offered,
// for whom, until when, and the cancellation terms booking it accepts; "Book it" books it (the
// token is enough), "No, thanks" passes it to the next group. Opening the page never uses the link
// (mail scanners open links too): only a click does. A link that no longer works says why.
import '../../components/forms/forms.css';
import './WaitingList.css';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor, defineMessages } from 'react-intl';
import { graphql, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton } from '../../components/forms/Field.tsx';
import { longDate } from '../../components/pickers/calendar.ts';
import { stopLabel } from '../../components/reservation/messages.ts';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { WALL_CLOCK } from '../../lib/clock.ts';
import { waitingListProblem } from './problem.ts';
import type { OfferPageQuery, OfferPageQuery$data } from './__generated__/OfferPageQuery.graphql';
import type { OfferPageAcceptMutation } from './__generated__/OfferPageAcceptMutation.graphql';
import type { OfferPageDeclineMutation } from './__generated__/OfferPageDeclineMutation.graphql';

const query = graphql`
  query OfferPageQuery($token: String!) {
    waitingListOffer(token: $token) {
      state
      clientName
      day
      arrivalTime
      expiresAt
      type
      guests
      cancellation {
        noShowPercent
        tiers {
          hoursBefore
          percent
        }
      }
    }
  }
`;

const acceptMutation = graphql`
  mutation OfferPageAcceptMutation($input: AcceptWaitingListOfferInput!) {
    acceptWaitingListOffer(input: $input) {
      orderNumber
    }
  }
`;

const declineMutation = graphql`
  mutation OfferPageDeclineMutation($input: DeclineWaitingListOfferInput!) {
    declineWaitingListOffer(input: $input) {
      offer {
        state
      }
    }
  }
`;

type Offer = OfferPageQuery$data['waitingListOffer'];

export function loader({ params }: LoaderFunctionArgs) {
  // Never from the store: the offer's state is what the server says now.
  return { query: preloadQuery<OfferPageQuery>('public.waitingListOffer', query, { token: params.token ?? '' }, 'network-only') };
}

const OUTCOMES: Record<string, { title: MessageDescriptor; text: MessageDescriptor }> = {
  booked: defineMessages({ title: { id: 'waitlist.offer.outcome.booked.title' }, text: { id: 'waitlist.offer.outcome.booked.text' } }),
  declined: defineMessages({ title: { id: 'waitlist.offer.outcome.declined.title' }, text: { id: 'waitlist.offer.outcome.declined.text' } }),
  gone: defineMessages({ title: { id: 'waitlist.offer.outcome.gone.title' }, text: { id: 'waitlist.offer.outcome.gone.text' } }),
  BOOKED: defineMessages({ title: { id: 'waitlist.offer.outcome.used.title' }, text: { id: 'waitlist.offer.outcome.used.text' } }),
  EXPIRED: defineMessages({ title: { id: 'waitlist.offer.outcome.expired.title' }, text: { id: 'waitlist.offer.outcome.expired.text' } }),
  WITHDRAWN: defineMessages({ title: { id: 'waitlist.offer.outcome.withdrawn.title' }, text: { id: 'waitlist.offer.outcome.withdrawn.text' } }),
  UNKNOWN: defineMessages({ title: { id: 'waitlist.offer.outcome.unknown.title' }, text: { id: 'waitlist.offer.outcome.unknown.text' } }),
};

function Outcome(props: { kind: string; orderNumber?: string }) {
  const text = OUTCOMES[props.kind] ?? OUTCOMES.UNKNOWN!;
  const success = props.kind === 'booked' || props.kind === 'declined';
  return (
    <div className="card result waitlist-offer__outcome" data-state={props.kind}>
      <span className={`result__icon ${success ? 'result__icon--success' : 'result__icon--danger'}`} aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <div role={success ? 'status' : 'alert'}>
        <h2 className="result__title">
          <FormattedMessage {...text.title} />
        </h2>
        <p>
          <FormattedMessage {...text.text} values={{ orderNumber: props.orderNumber ?? '' }} />
        </p>
      </div>
      <div className="result__actions">
        <Link to="/user/orders/current" className="btn btn--secondary">
          <FormattedMessage id="waitlist.offer.toMyReservations" />
        </Link>
      </div>
    </div>
  );
}

function Terms(props: { cancellation: NonNullable<Offer['cancellation']> }) {
  const c = props.cancellation;
  return (
    <div className="waitlist-offer__terms" data-testid="waitlist-offer-terms">
      <h3>
        <FormattedMessage id="waitlist.offer.terms.title" />
      </h3>
      <ul>
        {c.tiers.map((tier) => (
          <li key={tier.hoursBefore}>
            <FormattedMessage id="waitlist.offer.terms.tier" values={{ hours: tier.hoursBefore, percent: tier.percent }} />
          </li>
        ))}
        <li>
          <FormattedMessage id="waitlist.offer.terms.noShow" values={{ percent: c.noShowPercent }} />
        </li>
      </ul>
    </div>
  );
}

function Answer(props: { token: string; offer: Offer; onDone(kind: string, orderNumber?: string): void }) {
  const intl = useIntl();
  const o = props.offer;
  const [accept] = useMutation<OfferPageAcceptMutation>(acceptMutation);
  const [decline] = useMutation<OfferPageDeclineMutation>(declineMutation);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(kind: 'accept' | 'decline') {
    if (busy) return;
    setBusy(kind);
    setProblem(null);
    try {
      if (kind === 'accept') {
        const answer = await commitAsync(accept, { input: { token: props.token } });
        props.onDone('booked', answer.acceptWaitingListOffer.orderNumber);
      } else {
        await commitAsync(decline, { input: { token: props.token } });
        props.onDone('declined');
      }
    } catch (caught) {
      const found = waitingListProblem(caught);
      if (found.code === 'WAITING_LIST_OFFER_INVALID') props.onDone(found.state ?? 'UNKNOWN');
      else if (found.code === 'NO_LONGER_AVAILABLE') props.onDone('gone');
      else setProblem(found.message ?? intl.formatMessage({ id: 'waitlist.problem.network' }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="card waitlist-offer">
      <h2 className="waitlist-offer__title" data-testid="waitlist-offer-title">
        <FormattedMessage id="waitlist.offer.title" values={{ name: o.clientName ?? '' }} />
      </h2>
      <dl className="waitlist-offer__facts">
        <div>
          <dt>
            <FormattedMessage id="reservation.arrival" />
          </dt>
          <dd>
            <FormattedMessage id="reservation.arrivalLocal" values={{ date: longDate(intl.locale, o.day ?? ''), time: o.arrivalTime ?? '' }} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="reservation.type" />
          </dt>
          <dd>{o.type && <FormattedMessage {...stopLabel(o.type)} />}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="reservation.guests" />
          </dt>
          <dd>
            <FormattedMessage id="reservation.guestsCount" values={{ guests: o.guests ?? 0 }} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="waitlist.offer.openUntil" />
          </dt>
          <dd>{o.expiresAt ? intl.formatDate(o.expiresAt, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK }) : ''}</dd>
        </div>
      </dl>
      {o.cancellation && <Terms cancellation={o.cancellation} />}
      <p className="waitlist-offer__accepts">
        <FormattedMessage id="waitlist.offer.accepts" />
      </p>
      <FormMessage tone="danger" text={problem ? { descriptor: { id: 'waitlist.raw' }, values: { text: problem } } : null} />
      <div className="waitlist-offer__actions">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run('accept');
          }}
        >
          <SubmitButton busy={busy === 'accept'} wide>
            <FormattedMessage id="waitlist.offer.book" />
          </SubmitButton>
        </form>
        <button type="button" className="btn btn--secondary" disabled={busy !== null} onClick={() => void run('decline')}>
          <FormattedMessage id="waitlist.offer.decline" />
        </button>
      </div>
    </div>
  );
}

function Flow(props: { queryRef: PreloadedQuery<OfferPageQuery>; token: string }) {
  const data = usePageQuery<OfferPageQuery>(query, props.queryRef);
  const [done, setDone] = useState<{ kind: string; orderNumber?: string } | null>(null);
  if (done) return <Outcome kind={done.kind} orderNumber={done.orderNumber} />;
  const offer = data.waitingListOffer;
  if (offer.state !== 'VALID') return <Outcome kind={offer.state} />;
  return <Answer token={props.token} offer={offer} onDone={(kind, orderNumber) => setDone({ kind, orderNumber })} />;
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<OfferPageQuery> }>();
  const { token = '' } = useParams();
  return (
    <Page title={titles.waitingListOffer} lead={<FormattedMessage id="waitlist.offer.lead" />} narrow>
      <Suspense
        fallback={
          <div className="card result" role="status">
            <span className="spinner" aria-hidden="true" />
          </div>
        }
      >
        <Flow key={token} queryRef={ref} token={token} />
      </Suspense>
    </Page>
  );
}
