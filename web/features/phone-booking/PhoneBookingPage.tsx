// A booking staff take on the phone (/adminis/orders/new?client=<id>): find the approved client by
// name, e-mail or phone, fill in the stop on one screen while the caller talks, see at once whether
// it fits, and — when the arrival is inside the lead time or beyond the horizon — set that rule
// aside with a reason the client never sees. The client gets the usual e-mails and sees the booking
// in My reservations; the history records who took it.
import '../../components/forms/forms.css';
import '../../components/reservation/order-number.css';
import './PhoneBooking.css';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Alert } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { keyFor, type KeyedSubmission } from '../../components/forms/idempotency.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { useArrivalTimes } from '../../components/reservation/useDayOutlook.ts';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { parseLocalDate } from '../../../graph/domain/local-time.ts';
import { guestsProblem, LEAD_TIME_HOURS } from '../../../graph/domain/reservation-rules.ts';
import { parseGuests, readSuggestions, type Suggestion } from '../reservations/editForm.ts';
import type { StopType } from '../reservations/filters.ts';
import { problemMessage } from '../reservations/messages.ts';
import { ClientPicker } from '../reservations/ClientPicker.tsx';
import { parseTime } from '../reservations/slots.ts';
import { FieldError, Group, StopFields, useStopAvailability } from '../reservations/StopFields.tsx';
import { dateForFormatting } from '../reservations/time.ts';
import {
  ARRIVAL_FIELDS,
  EMPTY_PHONE_DRAFT,
  offeredOverrides,
  phoneFieldOf,
  phoneQuestion,
  toPhoneInput,
  validatePhoneDraft,
  withType,
  type BookingOverride,
  type PhoneDraft,
  type PhoneField,
  type PhoneProblems,
} from './phoneBooking.ts';
import { TEXT_LIMITS } from '../../../graph/domain/reservation-rules.ts';
import { AcceptTermsCheckbox, TermsSummary } from '../../components/billing/TermsSummary.tsx';
import { useBookingTerms } from '../../components/billing/useBookingTerms.ts';
import type { PhoneBookingPageQuery, PhoneBookingPageQuery$data } from './__generated__/PhoneBookingPageQuery.graphql';
import type { PhoneBookingPageMutation, PhoneBookingPageMutation$data } from './__generated__/PhoneBookingPageMutation.graphql';

const PHONE_OVERRIDE_TEXT = {
  LEAD_TIME: 'orders.phone.overrideLeadTime',
  HORIZON: 'orders.phone.overrideHorizon',
  PACING: 'orders.phone.overridePacing',
} as const;

const query = graphql`
  query PhoneBookingPageQuery($client: ID!, $withClient: Boolean!) {
    reservationRules {
      today
    }
    client: node(id: $client) @include(if: $withClient) {
      ... on Client {
        id
        name
        status
      }
    }
  }
`;

const mutation = graphql`
  mutation PhoneBookingPageMutation($input: CreateReservationForClientInput!) {
    createReservationForClient(input: $input) {
      reservation {
        id
        orderNumber
        arrivalDay
        arrivalLocalTime
        guests
        type
        status
        client {
          id
          name
          email
        }
      }
    }
  }
`;

type Booked = PhoneBookingPageMutation$data['createReservationForClient']['reservation'];
type Chosen = { id: string; name: string };

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  const client = new URL(request.url).searchParams.get('client') ?? '';
  return { query: preloadQuery<PhoneBookingPageQuery>('admin.phoneBooking', query, { client, withClient: client !== '' }, 'network-only') };
}

function preselected(data: PhoneBookingPageQuery$data): Chosen | null {
  const client = data.client;
  return client?.id && client.name && client.status === 'APPROVED' ? { id: client.id, name: client.name } : null;
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<PhoneBookingPageQuery> }>();
  const data = usePageQuery<PhoneBookingPageQuery>(query, ref);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [round, setRound] = useState(0);
  const [again, setAgain] = useState<Chosen | null>(null);
  const [, setParams] = useSearchParams();
  const start = (client: Chosen | null) => {
    setAgain(client);
    setBooked(null);
    setRound((n) => n + 1);
    setParams(client ? { client: client.id } : {}, { replace: true });
  };
  return (
    <Page title={titles.phoneBooking} lead={<FormattedMessage id="orders.phone.lead" />}>
      {booked ? (
        <Done booked={booked} onAgain={() => start({ id: booked.client.id, name: booked.client.name })} onNew={() => start(null)} />
      ) : (
        <PhoneBookingForm key={round} today={data.reservationRules.today} initialClient={round === 0 ? preselected(data) : again} onBooked={setBooked} />
      )}
    </Page>
  );
}

function Done(props: { booked: Booked; onAgain(): void; onNew(): void }) {
  const intl = useIntl();
  const b = props.booked;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = intl.formatDate(dateForFormatting(b.arrivalDay), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section className="phone-done" aria-labelledby="phone-done-title">
      <span className="phone-done__icon" aria-hidden="true">
        ✓
      </span>
      <h2 id="phone-done-title" className="phone-done__title" tabIndex={-1} ref={heading}>
        <FormattedMessage id="orders.phone.doneTitle" values={{ organisation: b.client.name }} />
      </h2>
      <p className="order-number order-number--large" data-order-number="">
        {b.orderNumber}
      </p>
      <p className="phone-done__facts">
        <FormattedMessage
          id="orders.phone.doneFacts"
          values={{ type: b.type, guests: b.guests, date: when, time: b.arrivalLocalTime }}
        />
      </p>
      <p className="phone-done__text">
        <FormattedMessage id="orders.phone.doneText" values={{ email: b.client.email }} />
      </p>
      <div className="phone-done__actions">
        <Link className="btn btn--primary btn--large" to={`/adminis/orders/pending?open=${encodeURIComponent(b.orderNumber)}`}>
          <FormattedMessage id="orders.phone.openPanel" />
        </Link>
        <button type="button" className="btn btn--ghost btn--large" onClick={props.onAgain}>
          <FormattedMessage id="orders.phone.again" values={{ organisation: b.client.name }} />
        </button>
        <button type="button" className="btn btn--ghost btn--large" onClick={props.onNew}>
          <FormattedMessage id="orders.phone.new" />
        </button>
      </div>
    </section>
  );
}

const CLIENT_PROBLEMS: Record<string, string> = {
  CLIENT_CANNOT_BOOK: 'orders.phone.clientCannotBook',
};

function PhoneBookingForm(props: { today: string; initialClient: Chosen | null; onBooked(booked: Booked): void }) {
  const intl = useIntl();
  const [client, setClient] = useState<Chosen | null>(props.initialClient);
  const [draft, setDraft] = useState<PhoneDraft>(EMPTY_PHONE_DRAFT);
  const [errors, setErrors] = useState<PhoneProblems>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [pending, setPending] = useState<KeyedSubmission | null>(null);
  const [commit, busy] = useMutation<PhoneBookingPageMutation>(mutation);
  const id = useId();
  const fid = (name: string) => `${id}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  // The terms this client gets on that day (its agreement, or the restaurant's), read out on the
  // phone; staff confirm they told the client, for this client and day.
  const termsDay = parseLocalDate(draft.arrivalDate) ? draft.arrivalDate : null;
  const terms = useBookingTerms(client ? termsDay : null, client?.id ?? null);
  const termsKey = client && termsDay ? `${client.id}#${termsDay}` : null;
  const [toldFor, setToldFor] = useState<string | null>(null);
  const [toldShown, setToldShown] = useState(false);
  const told = termsKey !== null && toldFor === termsKey;

  const change = (patch: Partial<PhoneDraft>, affected: readonly PhoneField[]) => {
    // A new arrival: the rules set aside were for the old one.
    const arrivalMoved = affected.some((f) => ARRIVAL_FIELDS.includes(f));
    setDraft((d) => ({ ...d, ...(arrivalMoved ? { overrides: [] } : {}), ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(affected.map((f) => [f, undefined])) }));
    setProblem(null);
    setSuggestions([]);
  };
  const set = <K extends PhoneField>(field: K, value: PhoneDraft[K]) =>
    change({ [field]: value }, field === 'arrivalDate' ? [field, 'arrivalTime'] : [field]);
  const setType = (type: StopType) => change(withType(draft, type), ['type', 'seatReservation', 'arrivalTime']);

  const typedGuests = parseGuests(draft.guests);
  const times = useArrivalTimes(
    {
      type: draft.type,
      guests: typedGuests !== null && !guestsProblem(typedGuests) ? typedGuests : 10,
      seatReservation: draft.seatReservation,
      overrides: draft.overrides.length ? draft.overrides : null,
    },
    parseLocalDate(draft.arrivalDate),
  );
  const slots = useMemo(() => (times ?? []).map((t) => parseTime(t.time)).filter((m): m is number => m !== null), [times]);
  const question = phoneQuestion(draft);
  const availability = useStopAvailability(question);
  const answer = availability.state === 'answered' ? availability.answer : null;
  const offered = question ? offeredOverrides(answer?.problems ?? [], draft.overrides, answer?.reasons ?? []) : [];

  const toggleOverride = (override: BookingOverride, on: boolean) =>
    change({ overrides: on ? [...new Set([...draft.overrides, override])] : draft.overrides.filter((o) => o !== override) }, ['overrideReason']);

  const pickSuggestion = (s: Suggestion) => change({ arrivalDate: s.arrivalDate, arrivalTime: s.arrivalTime }, ['arrivalDate', 'arrivalTime']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePhoneDraft(draft, client !== null);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(fid(first === 'arrivalTime' ? 'time' : first))?.focus();
      return;
    }
    if (!told) {
      setToldShown(true);
      if (terms.status === 'ready') document.getElementById(fid('accept-terms'))?.focus();
      return;
    }
    const phoneInput = client ? toPhoneInput(draft, client.id) : null;
    const input = phoneInput ? { ...phoneInput, acceptTerms: true } : null;
    if (!input) return;
    const keyed = keyFor(pending, input);
    setPending(keyed);
    try {
      const response = await commitAsync(commit, { input: { ...input, idempotencyKey: keyed.key } });
      props.onBooked(response.createReservationForClient.reservation);
    } catch (error) {
      const found = readProblem(error);
      if (found.code === 'IDEMPOTENCY_KEY_INVALID' || found.code === 'IDEMPOTENCY_KEY_REUSED') setPending(null);
      setProblem(found);
      const mapped: PhoneProblems = {};
      for (const [field, code] of Object.entries(found.fields)) {
        const target = phoneFieldOf(field);
        if (target) mapped[target] = code;
      }
      setErrors(mapped);
      if (found.code === 'NO_LONGER_AVAILABLE') setSuggestions(readSuggestions(error));
      formRef.current?.querySelector<HTMLElement>('.order-edit__problem')?.focus();
    }
  };

  const overridePanel = offered.length > 0 && (
    <div className="phone-override">
      {offered.map((override) => (
        <label key={override} className="phone-override__choice">
          <input
            type="checkbox"
            checked={draft.overrides.includes(override)}
            onChange={(event) => toggleOverride(override, event.target.checked)}
            data-testid={`override-${override}`}
          />
          <span>
            <FormattedMessage
              id={PHONE_OVERRIDE_TEXT[override]}
              values={{ hours: LEAD_TIME_HOURS[draft.type] }}
            />
          </span>
        </label>
      ))}
      {draft.overrides.length > 0 && (
        <Group
          label={<FormattedMessage id="orders.phone.overrideReason" />}
          htmlFor={fid('overrideReason')}
          hint={<FormattedMessage id="orders.phone.overrideReasonHint" />}
          invalid={!!errors.overrideReason}
          error={<FieldError id={fid('reason-error')} code={errors.overrideReason} values={{ max: TEXT_LIMITS.overrideReason }} />}
        >
          <textarea
            id={fid('overrideReason')}
            className="field__input"
            rows={2}
            maxLength={TEXT_LIMITS.overrideReason}
            value={draft.overrideReason}
            onChange={(event) => set('overrideReason', event.target.value)}
            aria-invalid={errors.overrideReason ? true : undefined}
          />
        </Group>
      )}
    </div>
  );

  const problemText = problem ? CLIENT_PROBLEMS[problem.code] : undefined;
  return (
    <form ref={formRef} className="order-edit phone-booking" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <section className="phone-booking__section" aria-labelledby={fid('client-title')}>
        <h2 id={fid('client-title')} className="phone-booking__heading">
          <FormattedMessage id="orders.phone.client" />
        </h2>
        <Group
          label={<FormattedMessage id="orders.phone.clientSearch" />}
          htmlFor={fid('organisation')}
          hint={<FormattedMessage id="orders.phone.clientHint" />}
          invalid={!!errors.client}
          error={
            errors.client ? (
              <p id={fid('organisation-error')} className="field__error">
                <FormattedMessage id="orders.phone.clientRequired" />
              </p>
            ) : undefined
          }
        >
          <ClientPicker
            id={fid('organisation')}
            value={client}
            status={['APPROVED']}
            placeholder={intl.formatMessage({ id: 'orders.phone.clientPlaceholder' })}
            describedBy={errors.client ? fid('organisation-error') : undefined}
            onChange={(value) => {
              setClient(value);
              setErrors((e) => ({ ...e, client: undefined }));
              setProblem(null);
            }}
          />
        </Group>
      </section>

      <section className="phone-booking__section" aria-labelledby={fid('stop-title')}>
        <h2 id={fid('stop-title')} className="phone-booking__heading">
          <FormattedMessage id="orders.phone.stop" />
        </h2>
        <StopFields
          draft={draft}
          errors={errors}
          fid={fid}
          today={props.today}
          slots={slots}
          availability={availability}
          asked={question !== null}
          suggestions={suggestions}
          baseGuests={20}
          availabilityExtra={overridePanel}
          onSet={set}
          onType={setType}
          onSuggestion={pickSuggestion}
        />
        <Group
          label={
            <>
              <FormattedMessage id="orders.phone.message" />{' '}
              <span className="field__optional">
                <FormattedMessage id="form.optional" />
              </span>
            </>
          }
          htmlFor={fid('message')}
          invalid={!!errors.message}
          error={<FieldError id={fid('message-error')} code={errors.message} values={{ max: TEXT_LIMITS.message }} />}
        >
          <textarea id={fid('message')} className="field__input" rows={2} value={draft.message} onChange={(event) => set('message', event.target.value)} />
        </Group>
      </section>

      {terms.status !== 'idle' && (
        <section className="phone-booking__section" aria-labelledby={fid('terms-title')}>
          <h2 id={fid('terms-title')} className="phone-booking__heading">
            <FormattedMessage id="terms.title" />
          </h2>
          {terms.status === 'ready' && (
            <>
              <TermsSummary terms={terms.terms} type={draft.type} titled={false} />
              <AcceptTermsCheckbox
                id={fid('accept-terms')}
                staff
                checked={told}
                invalid={toldShown && !told}
                onChange={(checked) => {
                  setToldFor(checked ? termsKey : null);
                  setToldShown(false);
                }}
              />
            </>
          )}
          {terms.status === 'loading' && (
            <p className="form__note" role="status">
              <FormattedMessage id="terms.loading" />
            </p>
          )}
          {terms.status === 'failed' && (
            <Alert tone="danger">
              <FormattedMessage id="terms.failed" />
            </Alert>
          )}
        </section>
      )}

      {problem && (
        <div className="order-edit__problem" tabIndex={-1}>
          <Alert tone="danger">{problemText ? <FormattedMessage id={problemText} /> : <FormattedMessage {...problemMessage(problem)} values={{ order: '' }} />}</Alert>
        </div>
      )}

      <div className="order-edit__actions">
        <button type="submit" className="btn btn--primary btn--large" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="btn__spinner" aria-hidden="true" />}
          {client ? <FormattedMessage id="orders.phone.submitFor" values={{ organisation: client.name }} /> : <FormattedMessage id="orders.phone.submit" />}
        </button>
      </div>
    </form>
  );
}
