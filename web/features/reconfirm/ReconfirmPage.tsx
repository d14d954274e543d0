// The reconfirmation link from the mail a set time before arrival (/reconfirm/{token}), without
// signing in: the reservation in short, "Still 40 guests at 12:30 on Saturday 28 November?", one
// button that confirms and a field for a new headcount (?change=1 opens at it). A link that can no
// longer be used says why. Opening the page never uses the link (mail scanners open links too):
// only a click does. The rules (limits, when a link works) are the server's (graph/domain).
import '../../components/forms/forms.css';
import './ReconfirmPage.css';
import '../../components/reservation/order-number.css';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { longDate } from '../../components/pickers/calendar.ts';
import { stopLabel } from '../../components/reservation/messages.ts';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { guestsProblem, parseGuestCount } from '../../../graph/domain/reservation-rules.ts';
import { whenInQuestion } from '../../../graph/domain/reconfirmation.ts';
import { linkProblem, type LinkState } from './reconfirm.ts';
import { WALL_CLOCK } from '../../lib/clock.ts';
import type { ReconfirmPageQuery, ReconfirmPageQuery$data } from './__generated__/ReconfirmPageQuery.graphql';
import type { ReconfirmPageConfirmMutation } from './__generated__/ReconfirmPageConfirmMutation.graphql';
import type { ReconfirmPageChangeMutation } from './__generated__/ReconfirmPageChangeMutation.graphql';
import { LinkChecking } from '../../components/Spinner.tsx';

// What the page shows of a link, the same after loading and after an answer: one fragment, spread
// unmasked so the query and both mutations answer the same shape.
export const linkFragment = graphql`
  fragment ReconfirmPage_link on ReconfirmationLink {
    state
    minGuests
    mealsForGuests
    maxGuests
    reservation {
      orderNumber
      type
      guests
      arrivalAt
      arrivalDate
      arrivalTime
      reconfirmedAt
    }
  }
`;

const query = graphql`
  query ReconfirmPageQuery($token: String!) {
    reconfirmationLink(token: $token) {
      ...ReconfirmPage_link @relay(mask: false)
    }
  }
`;

const confirmMutation = graphql`
  mutation ReconfirmPageConfirmMutation($input: ConfirmHeadcountInput!) {
    confirmHeadcount(input: $input) {
      link {
        ...ReconfirmPage_link @relay(mask: false)
      }
    }
  }
`;

const changeMutation = graphql`
  mutation ReconfirmPageChangeMutation($input: ChangeHeadcountInput!) {
    changeHeadcount(input: $input) {
      link {
        ...ReconfirmPage_link @relay(mask: false)
      }
    }
  }
`;

type LinkView = ReconfirmPageQuery$data['reconfirmationLink'];
/** A sentence the server wrote in the asker's language (its AppError message), shown as it is. */
const raw = (text: string) => ({ descriptor: { id: 'reconfirm.raw' }, values: { text } });
type Summary = NonNullable<LinkView['reservation']>;

export function loader({ params }: LoaderFunctionArgs) {
  // Never from the store: the link's state is what the server says now.
  return { query: preloadQuery<ReconfirmPageQuery>('public.reconfirm', query, { token: params.token ?? '' }, 'network-only') };
}

function Checking() {
  return <LinkChecking messageId="reconfirm.checking" />;
}

function Facts(props: { reservation: Summary }) {
  const intl = useIntl();
  const r = props.reservation;
  return (
    <dl className="reconfirm__facts" data-testid="reconfirm-facts">
      <div>
        <dt>
          <FormattedMessage id="reservation.orderNumber" />
        </dt>
        <dd className="order-number">{r.orderNumber}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="reservation.arrival" />
        </dt>
        <dd>
          <FormattedMessage id="reservation.arrivalLocal" values={{ date: longDate(intl.locale, r.arrivalDate), time: r.arrivalTime }} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="reservation.type" />
        </dt>
        <dd>
          <FormattedMessage {...stopLabel(r.type)} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="reservation.guests" />
        </dt>
        <dd data-testid="reconfirm-guests">
          <FormattedMessage id="reservation.guestsCount" values={{ guests: r.guests }} />
        </dd>
      </div>
    </dl>
  );
}

function ToMyReservations() {
  return (
    <div className="result__actions">
      <Link to="/user/orders/current" className="btn btn--secondary">
        <FormattedMessage id="reconfirm.toMyReservations" />
      </Link>
    </div>
  );
}

const PROBLEMS: Record<'unknown' | 'tooMany' | 'network' | 'noSeats', MessageDescriptor> = defineMessages({
  noSeats: { id: 'reconfirm.problem.noSeats' },
  unknown: { id: 'reconfirm.problem.unknown' },
  tooMany: { id: 'reconfirm.problem.tooMany' },
  network: { id: 'reconfirm.problem.network' },
});

const OUTCOMES: Record<LinkState | 'confirmed' | 'changed', { title: MessageDescriptor; text: MessageDescriptor }> = {
  confirmed: defineMessages({ title: { id: 'reconfirm.outcome.confirmed.title' }, text: { id: 'reconfirm.outcome.confirmed.text' } }),
  changed: defineMessages({ title: { id: 'reconfirm.outcome.changed.title' }, text: { id: 'reconfirm.outcome.changed.text' } }),
  USED: defineMessages({ title: { id: 'reconfirm.outcome.used.title' }, text: { id: 'reconfirm.outcome.used.text' } }),
  EXPIRED: defineMessages({ title: { id: 'reconfirm.outcome.expired.title' }, text: { id: 'reconfirm.outcome.expired.text' } }),
  CLOSED: defineMessages({ title: { id: 'reconfirm.outcome.closed.title' }, text: { id: 'reconfirm.outcome.closed.text' } }),
  CHANGED: defineMessages({ title: { id: 'reconfirm.outcome.staffChanged.title' }, text: { id: 'reconfirm.outcome.staffChanged.text' } }),
  UNKNOWN: defineMessages({ title: { id: 'reconfirm.outcome.unknown.title' }, text: { id: 'reconfirm.outcome.unknown.text' } }),
  // Never shown: a working link shows the question.
  VALID: defineMessages({ title: { id: 'reconfirm.outcome.unknown.title' }, text: { id: 'reconfirm.outcome.unknown.text' } }),
};

/** A link that can no longer be used, or the answer just given: why, and the reservation as it is. */
function Outcome(props: { state: LinkState; reservation: Summary | null; answered: 'confirmed' | 'changed' | null }) {
  const intl = useIntl();
  const r = props.reservation;
  const success = props.answered !== null;
  const text = OUTCOMES[props.answered ?? props.state];
  const when = r?.reconfirmedAt ? intl.formatDate(r.reconfirmedAt, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK }) : '';
  return (
    <div className="card result reconfirm__outcome" data-state={props.answered ?? props.state}>
      <span className={`result__icon ${success ? 'result__icon--success' : 'result__icon--danger'}`} aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <div role={success ? 'status' : 'alert'}>
        <h2 className="result__title">
          <FormattedMessage {...text.title} />
        </h2>
        <p>
          <FormattedMessage {...text.text} values={{ guests: r?.guests ?? 0, time: r?.arrivalTime ?? '', when }} />
        </p>
      </div>
      {r && <Facts reservation={r} />}
      <ToMyReservations />
    </div>
  );
}

function Answer(props: { token: string; link: LinkView; openChange: boolean; onAnswered(link: LinkView, how: 'confirmed' | 'changed'): void; onRefused(state: LinkState): void }) {
  const intl = useIntl();
  const r = props.link.reservation!;
  const [confirm] = useMutation<ReconfirmPageConfirmMutation>(confirmMutation);
  const [change] = useMutation<ReconfirmPageChangeMutation>(changeMutation);
  const [guests, setGuests] = useState(String(r.guests));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'confirm' | 'change' | null>(null);

  useEffect(() => {
    if (props.openChange) focusField('reconfirm-guests');
  }, [props.openChange]);

  async function run(kind: 'confirm' | 'change', work: () => Promise<LinkView>) {
    if (busy) return;
    setBusy(kind);
    setProblem(null);
    try {
      const link = await work();
      props.onAnswered(link, kind === 'confirm' || link.reservation?.guests === r.guests ? 'confirmed' : 'changed');
    } catch (caught) {
      const found = linkProblem(caught);
      if (found.state) props.onRefused(found.state);
      else if (found.field) {
        setFieldError(found.message ?? intl.formatMessage(PROBLEMS[found.kind], { max: found.max ?? 0 }));
        focusField('reconfirm-guests');
      } else setProblem(found.message ?? intl.formatMessage(PROBLEMS[found.kind], { minutes: found.minutes ?? 0 }));
    } finally {
      setBusy(null);
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const count = parseGuestCount(guests);
    const local = guestsProblem(count);
    if (local) {
      setFieldError(intl.formatMessage({ id: 'reconfirm.change.range' }, { min: props.link.minGuests, max: props.link.maxGuests }));
      focusField('reconfirm-guests');
      return;
    }
    setFieldError(null);
    void run('change', async () => (await commitAsync(change, { input: { token: props.token, guests: count! } })).changeHeadcount.link);
  }

  return (
    <div className="card reconfirm">
      <h2 className="reconfirm__question" data-testid="reconfirm-question">
        <FormattedMessage id="reconfirm.question" values={{ guests: r.guests, when: whenInQuestion(intl.locale.startsWith('sl') ? 'sl' : 'en', new Date(r.arrivalAt)) }} />
      </h2>
      <Facts reservation={r} />
      <form
        className="reconfirm__confirm"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run('confirm', async () => (await commitAsync(confirm, { input: { token: props.token } })).confirmHeadcount.link);
        }}
      >
        <SubmitButton busy={busy === 'confirm'} wide>
          <FormattedMessage id="reconfirm.confirm" values={{ guests: r.guests }} />
        </SubmitButton>
      </form>
      <form className="reconfirm__change" noValidate onSubmit={onChange} aria-busy={busy === 'change' || undefined}>
        <h3 className="reconfirm__change-title">
          <FormattedMessage id="reconfirm.change.title" />
        </h3>
        <TextField
          id="reconfirm-guests"
          label={<FormattedMessage id="reconfirm.change.label" />}
          hint={
            <>
              <FormattedMessage id="reconfirm.change.hint" values={{ min: props.link.minGuests, max: props.link.maxGuests }} />
              {props.link.mealsForGuests > 0 && (
                <>
                  {' '}
                  <FormattedMessage id="reconfirm.change.mealsHint" values={{ meals: props.link.mealsForGuests }} />
                </>
              )}
            </>
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={guests}
          onChange={(value) => {
            setGuests(value);
            setFieldError(null);
          }}
          error={fieldError ? raw(fieldError) : null}
        />
        <FormMessage tone="danger" text={problem ? raw(problem) : null} />
        <SubmitButton busy={busy === 'change'}>
          <FormattedMessage id="reconfirm.change.submit" />
        </SubmitButton>
      </form>
    </div>
  );
}

function Flow(props: { queryRef: PreloadedQuery<ReconfirmPageQuery>; token: string; openChange: boolean }) {
  const data = usePageQuery<ReconfirmPageQuery>(query, props.queryRef);
  const [link, setLink] = useState<LinkView>(data.reconfirmationLink);
  const [answered, setAnswered] = useState<'confirmed' | 'changed' | null>(null);
  const [refused, setRefused] = useState<LinkState | null>(null);
  if (answered) return <Outcome state="USED" reservation={link.reservation ?? null} answered={answered} />;
  const state = (refused ?? link.state) as LinkState;
  if (state !== 'VALID' || !link.reservation) return <Outcome state={state} reservation={link.reservation ?? null} answered={null} />;
  return (
    <Answer
      token={props.token}
      link={link}
      openChange={props.openChange}
      onAnswered={(next, how) => {
        setLink(next);
        setAnswered(how);
      }}
      onRefused={setRefused}
    />
  );
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<ReconfirmPageQuery> }>();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <Page title={titles.reconfirm} lead={<FormattedMessage id="reconfirm.lead" />} narrow>
      <Suspense fallback={<Checking />}>
        <Flow key={token} queryRef={ref} token={token} openChange={search.get('change') === '1'} />
      </Suspense>
    </Page>
  );
}
