// The new-reservation wizard (docs/product.md § Client area, § Booking rules, § Messages): seven steps
// with a progress indicator, back and next, a step's sentence when it is not complete, live
// availability for the chosen arrival, and the summary that submits. The draft survives going back and
// forth and, for the browser tab's life, leaving the page (sessionStorage, per account).
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../components/Notice.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { keyFor, type KeyedSubmission } from '../../components/forms/idempotency.ts';
import { focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { feedback } from '../../i18n/feedback.ts';
import { reservationFieldMessage, stepMessages, stepTitles, type LeadTimes } from '../../components/reservation/messages.ts';
import { describeFailure } from './submitFailure.ts';
import { ReservationCard } from '../my-reservations/ReservationCard.tsx';
import { activeReservationsConnection } from '../my-reservations/ReservationList.tsx';
import { useAvailability } from './useAvailability.ts';
import {
  availabilityQuestion,
  checkStep,
  checkSummary,
  chooseType,
  EMPTY_DRAFT,
  parseGuests,
  readSavedWizard,
  STEPS,
  toInput,
  type Draft,
  type DraftField,
  type FieldErrors,
  type StepCheck,
  type StepId,
} from './wizard.ts';
import { ArrivalStep, AvailabilityPanel } from './ArrivalStep.tsx';
import { FIELD_IDS, type StopInfo } from './stepParts.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import { useBookingTerms } from '../../components/billing/useBookingTerms.ts';
import { GuestsStep, MessageStep, ResponsibleStep, SeatsStep, TypeStep } from './WizardSteps.tsx';
import type { Wizard_rules$key } from './__generated__/Wizard_rules.graphql';
import type { WizardCreateMutation, WizardCreateMutation$data } from './__generated__/WizardCreateMutation.graphql';
import '../../components/reservation/order-number.css';
import './Wizard.css';

const rulesFragment = graphql`
  fragment Wizard_rules on ReservationRules {
    today
    lastArrivalDate
    stops {
      type
      leadTimeHours
      durationMinutes
      seatReservationRequired
      pricePerGuestCents
      currency
    }
  }
`;

const createMutation = graphql`
  mutation WizardCreateMutation($input: CreateReservationInput!, $connections: [ID!]!) {
    createReservation(input: $input) {
      reservation {
        id
        orderNumber
        ...ReservationCard_reservation
        client {
          id
          reservationCounts {
            active
            finished
          }
        }
      }
      reservationEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
        }
      }
    }
  }
`;

type Submission =
  | { state: 'idle' }
  | { state: 'busy' }
  // `visit`: the navigation that showed the success screen; a new one (the tab clicked again) starts afresh.
  | { state: 'done'; reservation: WizardCreateMutation$data['createReservation']['reservation']; visit: string }
  | { state: 'failed'; detail: string };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** reservationRules lists every stop type; a missing one is a broken server, not a case to guess. */
function leadTimeOf(stops: readonly StopInfo[], type: StopInfo['type']): number {
  const stop = stops.find((s) => s.type === type);
  if (!stop) throw new Error(`reservationRules.stops has no ${type}`);
  return stop.leadTimeHours;
}

function Progress(props: { step: StepId; reached: StepId; onJump(step: StepId): void }) {
  const intl = useIntl();
  const current = STEPS.indexOf(props.step);
  const reached = STEPS.indexOf(props.reached);
  return (
    <nav className="wizard-progress" aria-label={intl.formatMessage({ id: 'page.newOrder.progressLabel' })}>
      <ol className="wizard-progress__list">
        {STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : index <= reached ? 'visited' : 'todo';
          const content = (
            <>
              <span className="wizard-progress__dot" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="wizard-progress__label">
                <FormattedMessage {...stepTitles[step]} />
              </span>
              <span className="visually-hidden">
                {state === 'done' && <FormattedMessage id="page.newOrder.progressDone" />}
                {state === 'current' && <FormattedMessage id="page.newOrder.progressCurrent" />}
              </span>
            </>
          );
          return (
            <li key={step} className={`wizard-progress__item is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {index <= reached && index !== current ? (
                <button type="button" className="wizard-progress__link" onClick={() => props.onJump(step)}>
                  {content}
                </button>
              ) : (
                <span className="wizard-progress__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Done(props: { reservation: WizardCreateMutation$data['createReservation']['reservation']; onAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="wizard-done" aria-labelledby="order-done-title">
      <div className="wizard-done__panel">
        <span className="wizard-done__icon" aria-hidden="true">
          ✓
        </span>
        <h2 id="order-done-title" className="wizard-done__title" tabIndex={-1} ref={heading}>
          <FormattedMessage {...feedback.reservationSubmitted} />
        </h2>
        <p className="wizard-done__label" id="order-done-number-label">
          <FormattedMessage id="reservation.orderNumber" />
        </p>
        <p className="order-number order-number--large" aria-labelledby="order-done-number-label" data-order-number="">
          {props.reservation.orderNumber}
        </p>
        <p className="wizard-done__text">
          <FormattedMessage id="page.newOrder.doneText" />
        </p>
        <div className="wizard-done__actions">
          <Link to="/user/orders/current" className="btn btn--primary btn--large">
            <FormattedMessage id="page.newOrder.toMyReservations" />
          </Link>
          <button type="button" className="btn btn--ghost btn--large" onClick={props.onAnother}>
            <FormattedMessage id="page.newOrder.another" />
          </button>
        </div>
      </div>
      <ReservationCard reservation={props.reservation} headingLevel={3} mealsOpen />
    </section>
  );
}

export function Wizard(props: { rules: Wizard_rules$key; clientId: string }) {
  const intl = useIntl();
  const rules = useFragment(rulesFragment, props.rules);
  const stops = useMemo<StopInfo[]>(
    () =>
      rules.stops.map((s) => ({
        type: s.type as StopInfo['type'],
        leadTimeHours: s.leadTimeHours,
        durationMinutes: s.durationMinutes,
        seatReservationRequired: s.seatReservationRequired,
        pricePerGuestCents: s.pricePerGuestCents ?? null,
        currency: s.currency,
      })),
    [rules.stops],
  );
  // The lead times the server states, for the wizard's sentences ("at least 72 hours ahead").
  const leadTimes = useMemo<LeadTimes>(() => ({ SHORT_STOP: leadTimeOf(stops, 'SHORT_STOP'), LONG_STOP: leadTimeOf(stops, 'LONG_STOP') }), [stops]);

  const storageKey = `stopover.newReservation.${props.clientId}`;
  const [initial] = useState(() => readSavedWizard(storage()?.getItem(storageKey) ?? null));
  // A draft left unfinished earlier in this tab resumes at its step; the wizard says so once.
  const [resumed, setResumed] = useState(() => initial !== null && STEPS.indexOf(initial.step) > 0);
  const { key: visit } = useLocation();
  const [draft, setDraft] = useState<Draft>(() => initial?.draft ?? EMPTY_DRAFT);
  const [step, setStep] = useState<StepId>(initial?.step ?? 'type');
  const [reached, setReached] = useState<StepId>(initial?.reached ?? 'type');
  const [shown, setShown] = useState<StepCheck | null>(null);
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  // The key the last submission was sent with: sending the same input again reuses it (graph/services/idempotency.ts).
  const [pending, setPending] = useState<KeyedSubmission | null>(initial?.pending ?? null);
  const [commit] = useMutation<WizardCreateMutation>(createMutation);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const stop = stops.find((s) => s.type === draft.type) ?? null;
  const asking = step === 'arrival' || step === 'summary';
  const { availability, recheck } = useAvailability(asking ? availabilityQuestion(draft) : null);
  // The terms the booking will be made under, for its arrival day; the client accepts them to submit.
  const terms = useBookingTerms(step === 'summary' ? draft.arrivalDate : null);
  // Accepted for one arrival day: another day may fall under other terms, read and accepted afresh.
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  const accepted = acceptedFor !== null && acceptedFor === draft.arrivalDate;
  const [acceptShown, setAcceptShown] = useState(false);
  const termsPriceCents = terms.status === 'ready' && draft.type ? (terms.prices[draft.type] ?? null) : null;

  useEffect(() => {
    if (submission.state === 'done') storage()?.removeItem(storageKey);
    else storage()?.setItem(storageKey, JSON.stringify({ draft, step, reached, ...(pending ? { pending } : {}) }));
  }, [draft, step, reached, pending, storageKey, submission.state]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [step]);

  const goTo = useCallback(
    (next: StepId) => {
      moved.current = true;
      setResumed(false);
      setStep(next);
      setShown(null);
      setSubmission((s) => (s.state === 'failed' ? { state: 'idle' } : s));
      setReached((r) => (STEPS.indexOf(next) > STEPS.indexOf(r) ? next : r));
      if (next === 'summary') recheck();
    },
    [recheck],
  );

  const update = useCallback((patch: Partial<Draft>, fields: DraftField[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setShown((s) => {
      if (!s) return s;
      const rest = { ...s.fields };
      for (const field of fields) delete rest[field];
      return Object.keys(rest).length ? { ...s, fields: rest } : null;
    });
    setSubmission((s) => (s.state === 'failed' ? { state: 'idle' } : s));
  }, []);
  const onTime = useCallback((time: string | null) => update({ arrivalTime: time }, ['arrivalTime']), [update]);

  /** The field's own error; a missing answer is said once, by the step's §8 sentence above. */
  const fieldError = (field: DraftField): Text | null => {
    const code = shown?.fields[field];
    if (!code || (code === 'REQUIRED' && shown?.message)) return null;
    return reservationFieldMessage(field, code, leadTimes);
  };
  const fieldInvalid = (field: DraftField) => Boolean(shown?.fields[field]);

  const arrivalBlocked = availability.status === 'checking' || (availability.status === 'ready' && !availability.answer.fits);

  function focusFirstProblem(fields: FieldErrors) {
    const first = (Object.keys(FIELD_IDS) as DraftField[]).find((f) => fields[f]);
    if (!first) return;
    if (first === 'type') focusField(draft.type ? `order-type-${draft.type}` : FIELD_IDS.type);
    else if (first === 'seatReservation') focusField(draft.seatReservation === false ? 'order-seats-no' : 'order-seats-yes');
    else if (first === 'arrivalDate') document.querySelector<HTMLButtonElement>(`#${FIELD_IDS.arrivalDate} button[tabindex="0"]`)?.focus();
    else if (first === 'arrivalTime') document.querySelector<HTMLInputElement>(`#${FIELD_IDS.arrivalTime} input:not(:disabled)`)?.focus();
    else focusField(FIELD_IDS[first]);
  }

  function next() {
    const check = checkStep(step, draft);
    if (!check.ok) {
      setShown(check);
      focusFirstProblem(check.fields);
      return;
    }
    if (step === 'arrival' && arrivalBlocked) {
      // The problems are on screen already; put the person on them.
      document.querySelector<HTMLElement>('.availability')?.scrollIntoView?.({ block: 'center' });
      return;
    }
    const index = STEPS.indexOf(step);
    goTo(STEPS[index + 1]!);
  }

  function back() {
    const index = STEPS.indexOf(step);
    if (index > 0) goTo(STEPS[index - 1]!);
  }

  async function submit() {
    const check = checkSummary(draft);
    if (!check.ok) {
      setShown(check);
      setSubmission({ state: 'idle' });
      return;
    }
    if (availability.status === 'ready' && !availability.answer.fits) return;
    if (terms.status !== 'ready') return;
    if (!accepted) {
      setAcceptShown(true);
      focusField('order-accept-terms');
      return;
    }
    const draftInput = toInput(draft);
    const input = draftInput ? { ...draftInput, acceptTerms: true } : null;
    if (!input || submission.state === 'busy') return;
    setShown(null);
    setSubmission({ state: 'busy' });
    const keyed = keyFor(pending, input);
    setPending(keyed);
    try {
      const data = await commitAsync(commit, { input: { ...input, idempotencyKey: keyed.key }, connections: [activeReservationsConnection(props.clientId)] });
      setPending(null);
      setSubmission({ state: 'done', reservation: data.createReservation.reservation, visit });
    } catch (error) {
      const failure = describeFailure(error, intl, leadTimes);
      // Only an answer that says the key itself is unusable retires it; after any other failure the
      // booking may have been made, so the same input keeps its key.
      if (failure.retireKey) setPending(null);
      if (Object.keys(failure.fields).length) setShown({ ok: false, message: null, fields: failure.fields });
      setSubmission({ state: 'failed', detail: failure.detail });
      // Ask again: the summary then shows the arrival's problems and, when full, nearby times.
      recheck();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 'summary') void submit();
    else next();
  }

  function startAgain() {
    storage()?.removeItem(storageKey);
    setResumed(false);
    setPending(null);
    setDraft(EMPTY_DRAFT);
    setAcceptedFor(null);
    setReached('type');
    setSubmission({ state: 'idle' });
    goTo('type');
  }

  const pickSuggestion = (date: string, time: string) => {
    update({ arrivalDate: date, arrivalTime: time }, ['arrivalDate', 'arrivalTime']);
  };

  if (submission.state === 'done' && submission.visit !== visit) {
    // "New reservation" clicked after a booking: the success screen gives way to a new reservation
    // (the saved draft went when the booking succeeded).
    setPending(null);
    setDraft(EMPTY_DRAFT);
    setStep('type');
    setReached('type');
    setSubmission({ state: 'idle' });
  }
  if (submission.state === 'done') return <Done reservation={submission.reservation} onAnother={startAgain} />;

  const index = STEPS.indexOf(step);
  const stepMessage: ReactNode = shown?.message ? (
    <Alert tone="danger" id="order-step-message" className="wizard__message">
      <FormattedMessage {...stepMessages[shown.message]} />
    </Alert>
  ) : null;
  const summaryCheck = step === 'summary' ? checkSummary(draft) : null;
  const summaryErrors: FieldErrors = { ...(summaryCheck?.fields ?? {}), ...(shown?.fields ?? {}) };
  const submitBlocked = step === 'summary' && (availability.status === 'checking' || (availability.status === 'ready' && !availability.answer.fits));

  return (
    <div className="wizard">
      {resumed && (
        <Alert tone="info" className="wizard__resumed">
          <FormattedMessage id="page.newOrder.resumed" values={{ step: index + 1, steps: STEPS.length }} />{' '}
          <button type="button" className="btn btn--ghost btn--small" onClick={startAgain}>
            <FormattedMessage id="page.newOrder.startOver" />
          </button>
        </Alert>
      )}
      <Progress step={step} reached={reached} onJump={goTo} />
      <form className="wizard__panel" noValidate onSubmit={onSubmit} aria-labelledby="order-step-title">
        <h2 id="order-step-title" className="wizard__title" tabIndex={-1} ref={heading}>
          <span className="wizard__count">
            <FormattedMessage id="page.newOrder.stepOf" values={{ step: index + 1, steps: STEPS.length }} />
          </span>
          <span className="visually-hidden">: </span>
          <span className="wizard__name">
            <FormattedMessage {...stepTitles[step]} />
          </span>
        </h2>
        {step !== 'arrival' && stepMessage}

        {step === 'type' && (
          <TypeStep
            stops={stops}
            value={draft.type}
            error={fieldError('type')}
            invalid={fieldInvalid('type')}
            onChange={(type) =>
              update(chooseType(draft, type), ['type', 'seatReservation', 'arrivalTime'])
            }
          />
        )}
        {step === 'guests' && (
          <GuestsStep
            value={draft.guests}
            error={fieldError('guests')}
            invalid={fieldInvalid('guests')}
            onChange={(guests) => update({ guests }, ['guests'])}
            coaches={draft.coaches}
            onCoaches={(coaches) => update({ coaches }, [])}
          />
        )}
        {step === 'seats' && (
          <SeatsStep
            stop={stop}
            guests={parseGuests(draft.guests)}
            value={draft.seatReservation}
            error={fieldError('seatReservation')}
            invalid={fieldInvalid('seatReservation')}
            onChange={(seatReservation) => update({ seatReservation }, ['seatReservation'])}
          />
        )}
        {step === 'arrival' && (
          <ArrivalStep
            draft={draft}
            stop={stop}
            today={rules.today}
            lastDate={rules.lastArrivalDate}
            leadTimes={leadTimes}
            errors={shown?.fields ?? {}}
            stepMessage={stepMessage}
            availability={availability}
            // The time stays while the new day offers it too (the step drops it once the day's times say otherwise).
            onDate={(date) => update({ arrivalDate: date }, ['arrivalDate'])}
            onTime={onTime}
            onSuggestion={pickSuggestion}
            onFix={goTo}
          />
        )}
        {step === 'responsible' && <ResponsibleStep draft={draft} error={fieldError} onChange={(field, value) => update({ [field]: value }, [field])} />}
        {step === 'message' && <MessageStep draft={draft} error={fieldError} onChange={(field, value) => update({ [field]: value }, [field])} />}
        {step === 'summary' && (
          <>
            <SummaryStep
              draft={draft}
              stop={stop}
              errors={summaryErrors}
              leadTimes={leadTimes}
              onChange={goTo}
              terms={terms}
              termsPriceCents={termsPriceCents}
              accepted={accepted}
              acceptInvalid={acceptShown && !accepted}
              onAccept={(value) => {
                setAcceptedFor(value ? draft.arrivalDate : null);
                setAcceptShown(false);
                setSubmission((s) => (s.state === 'failed' ? { state: 'idle' } : s));
              }}
            />
            {submission.state === 'failed' && (
              <Alert tone="danger" id="order-submit-error" className="wizard__message">
                <FormattedMessage id="error.reservationSubmit" values={{ detail: submission.detail }} />
              </Alert>
            )}
            {summaryCheck?.ok && (
              <AvailabilityPanel
                availability={availability}
                draft={draft}
                leadTimes={leadTimes}
                onSuggestion={pickSuggestion}
                onFix={goTo}
                showArrivalProblems
              />
            )}
          </>
        )}

        <div className={`wizard__actions${index === 0 ? ' wizard__actions--single' : ''}`}>
          {index > 0 ? (
            <button type="button" className="btn btn--ghost btn--large wizard__back" onClick={back}>
              <span aria-hidden="true">←</span> <FormattedMessage id="page.newOrder.back" />
            </button>
          ) : (
            <span className="wizard__spacer" />
          )}
          {step === 'summary' ? (
            <button
              type="submit"
              className="btn btn--primary btn--large wizard__next"
              aria-disabled={submitBlocked || undefined}
              aria-busy={submission.state === 'busy' || undefined}
              disabled={submission.state === 'busy'}
            >
              {submission.state === 'busy' && <span className="btn__spinner" aria-hidden="true" />}
              <FormattedMessage id="page.newOrder.submit" />
            </button>
          ) : (
            <button
              type="submit"
              className="btn btn--primary btn--large wizard__next"
              aria-disabled={(step === 'arrival' && arrivalBlocked) || undefined}
              aria-describedby={step === 'arrival' && arrivalBlocked ? 'order-next-blocked' : undefined}
            >
              <FormattedMessage id="page.newOrder.next" /> <span aria-hidden="true">→</span>
            </button>
          )}
        </div>
        {step === 'arrival' && arrivalBlocked && (
          <p id="order-next-blocked" className="visually-hidden">
            {availability.status === 'checking' ? <FormattedMessage id="page.newOrder.checking" /> : <FormattedMessage id="page.newOrder.nextBlocked" />}
          </p>
        )}
      </form>
    </div>
  );
}

