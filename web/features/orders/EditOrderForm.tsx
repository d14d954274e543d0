// Staff change a reservation's details: guests (− / + for a finger), seats, the arrival day and time
// on the restaurant's slot grid (hour, then minute), the responsible person, wishes and a note for
// the client. While size, day or time change, the server is asked whether it still fits (this
// reservation's own seats do not count); a full slot offers nearby times. Only what changed is sent,
// with the version the person started from.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import '../../components/forms/forms.css';
import './Bits.css';
import './EditOrderForm.css';
import type { Problem } from '../../components/forms/problems.ts';
import { guestsProblem, MAX_GUESTS as GUESTS_MAX, MIN_GUESTS as GUESTS_MIN, seatReservationRequired, STOP_TYPES } from '../../../graph/domain/reservation-rules.ts';
import { Alert } from '../../components/Notice.tsx';
import type { Snapshot } from './changes.ts';
import { Differences } from './Differences.tsx';
import {
  availabilityQuestion,
  changesOf,
  draftFieldOf,
  draftFrom,
  hasChanges,
  parseGuests,
  readSuggestions,
  TEXT_LIMITS,
  validateDraft,
  type Draft,
  type DraftField,
  type Suggestion,
} from './editForm.ts';
import type { StopType } from './filters.ts';
import { fieldProblem, problemMessage } from './messages.ts';
import { formatTime, hoursOf, parseTime, slotsInHour, withTime } from './slots.ts';
import { useArrivalTimes } from '../../components/reservation/useDayOutlook.ts';
import { parseLocalDate } from '../../../graph/domain/local-time.ts';
import { addDays, dateForFormatting } from './time.ts';
import type { Outcome } from './useOrderActions.ts';
import type { EditOrderForm_reservation$key } from './__generated__/EditOrderForm_reservation.graphql';
import type { EditOrderFormAvailabilityQuery, EditOrderFormAvailabilityQuery$data } from './__generated__/EditOrderFormAvailabilityQuery.graphql';
import type { EditOrderFormRulesQuery } from './__generated__/EditOrderFormRulesQuery.graphql';

const fragment = graphql`
  fragment EditOrderForm_reservation on Reservation {
    id
    orderNumber
    type
    guests
    seatReservation
    arrivalDay
    arrivalLocalTime
    durationMinutes
    responsibleFirstName
    responsibleLastName
    wishes
  }
`;

const rulesQuery = graphql`
  query EditOrderFormRulesQuery {
    reservationRules {
      today
      stops {
        type
        durationMinutes
      }
    }
  }
`;

const availabilityQuery = graphql`
  query EditOrderFormAvailabilityQuery(
    $type: StopType!
    $guests: Int!
    $seatReservation: Boolean!
    $arrivalDate: String!
    $arrivalTime: String!
    $reservationId: ID
  ) {
    reservationAvailability(
      type: $type
      guests: $guests
      seatReservation: $seatReservation
      arrivalDate: $arrivalDate
      arrivalTime: $arrivalTime
      reservationId: $reservationId
    ) {
      fits
      remainingSeats
      problems {
        code
        field
      }
      suggestions {
        arrivalDate
        arrivalTime
        remainingSeats
      }
    }
  }
`;

type Availability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'failed' }
  | { state: 'answered'; answer: EditOrderFormAvailabilityQuery$data['reservationAvailability'] };

export interface EditConflict {
  problem: Problem;
  /** How it was when the form opened, and how it is now. */
  before: Snapshot;
  after: Snapshot;
}

interface EditOrderFormProps {
  reservation: EditOrderForm_reservation$key;
  /** The version the form started from (sent as expectedVersion). */
  version: number;
  busy: boolean;
  conflict: EditConflict | null;
  onSubmit(changes: ReturnType<typeof changesOf>, note: string): Promise<Outcome<unknown>>;
  onCancel(): void;
}

const CHECK_DELAY_MS = 350;

function FieldError(props: { id: string; code: string | undefined; values?: Record<string, string | number> }) {
  if (!props.code) return null;
  return (
    <p id={props.id} className="field__error">
      <FormattedMessage {...fieldProblem(props.code)} values={props.values} />
    </p>
  );
}

function Group(props: { label: ReactNode; htmlFor?: string; error?: ReactNode; children: ReactNode; invalid?: boolean; hint?: ReactNode }) {
  return (
    <div className={`field order-edit__group${props.invalid ? ' field--invalid' : ''}`}>
      {props.htmlFor ? (
        <label className="field__label" htmlFor={props.htmlFor}>
          {props.label}
        </label>
      ) : (
        <p className="field__label">{props.label}</p>
      )}
      {props.hint && <p className="field__hint">{props.hint}</p>}
      {props.children}
      {props.error}
    </div>
  );
}

export function EditOrderForm(props: EditOrderFormProps) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const r = useFragment(fragment, props.reservation);
  const rules = useLazyLoadQuery<EditOrderFormRulesQuery>(rulesQuery, {}, { fetchPolicy: 'store-or-network' }).reservationRules;
  const editable = useMemo(
    () => ({
      id: r.id,
      type: r.type as StopType,
      guests: r.guests,
      seatReservation: r.seatReservation,
      arrivalDay: r.arrivalDay,
      arrivalLocalTime: r.arrivalLocalTime,
      responsibleFirstName: r.responsibleFirstName ?? null,
      responsibleLastName: r.responsibleLastName ?? null,
      wishes: r.wishes ?? null,
    }),
    [r],
  );
  const [draft, setDraft] = useState<Draft>(() => draftFrom(editable));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' });
  const id = useId();
  const fid = (name: string) => `${id}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);

  /** Applies a change to the draft and forgets what was said about the fields it affects. */
  const change = (patch: (d: Draft) => Partial<Draft>, affected: DraftField[]) => {
    setDraft((d) => ({ ...d, ...patch(d) }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(affected.map((field) => [field, undefined])) }));
    setProblem(null);
    setSuggestions([]);
  };
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    change(() => ({ [field]: value }), field === 'arrivalDate' ? [field, 'arrivalTime'] : [field]);
  /** Another stop type; a long stop always reserves seats (and its stay must fit other times). */
  const setType = (type: StopType) =>
    change((d) => ({ type, seatReservation: seatReservationRequired(type) ? true : d.seatReservation }), ['type', 'seatReservation', 'arrivalTime']);
  // The stay: the booked one, or the current one of another type (said next to the type choice).
  const durationMinutes = draft.type === editable.type ? r.durationMinutes : (rules.stops.find((s) => s.type === draft.type)?.durationMinutes ?? r.durationMinutes);

  // The chosen day's arrival times as the server states them for this edit (opening hours, the
  // slot grid, clock changes; this reservation's own seats free, no lead time). While the guest
  // count is being typed, the booked one stands in: the grid does not depend on it.
  const typedGuests = parseGuests(draft.guests);
  const times = useArrivalTimes(
    {
      type: draft.type,
      guests: typedGuests !== null && !guestsProblem(typedGuests) ? typedGuests : r.guests,
      seatReservation: draft.seatReservation,
      reservationId: r.id,
    },
    parseLocalDate(draft.arrivalDate),
  );
  // The reservation's own time stays on offer on its own day (it may be off today's grid).
  const slots = useMemo(() => {
    const grid = (times ?? []).map((t) => parseTime(t.time)).filter((minute): minute is number => minute !== null);
    return draft.arrivalDate === r.arrivalDay ? withTime(grid, parseTime(r.arrivalLocalTime)) : grid;
  }, [times, draft.arrivalDate, r.arrivalDay, r.arrivalLocalTime]);
  const selectedMinute = parseTime(draft.arrivalTime);
  const [hour, setHour] = useState<number | null>(selectedMinute === null ? null : Math.floor(selectedMinute / 60));
  const hours = hoursOf(slots);
  const shownHour = hour !== null && hours.includes(hour) ? hour : selectedMinute !== null ? Math.floor(selectedMinute / 60) : null;

  // Ask the server whether the draft still fits, once typing settles; the latest question wins.
  const question = availabilityQuestion(draft, editable);
  const questionKey = question ? JSON.stringify(question) : null;
  useEffect(() => {
    if (!questionKey) return;
    const variables = JSON.parse(questionKey) as NonNullable<typeof question>;
    let cancelled = false;
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      setAvailability({ state: 'checking' });
      subscription = fetchQuery<EditOrderFormAvailabilityQuery>(environment, availabilityQuery, variables, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => {
          if (!cancelled) setAvailability({ state: 'answered', answer: data.reservationAvailability });
        },
        error: () => {
          if (!cancelled) setAvailability({ state: 'failed' });
        },
      });
    }, CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [questionKey, environment]);

  const pickSuggestion = (s: Suggestion) => {
    setDraft((d) => ({ ...d, arrivalDate: s.arrivalDate, arrivalTime: s.arrivalTime }));
    setHour(Math.floor((parseTime(s.arrivalTime) ?? 0) / 60));
    setErrors((e) => ({ ...e, arrivalDate: undefined, arrivalTime: undefined }));
    setSuggestions([]);
    setProblem(null);
  };

  const changed = hasChanges(draft, editable);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const found = validateDraft(draft);
    setErrors(found);
    const first = (Object.keys(found) as DraftField[])[0];
    if (first) {
      document.getElementById(fid(first === 'arrivalTime' ? 'time' : first))?.focus();
      return;
    }
    if (!changed) return;
    const outcome = await props.onSubmit(changesOf(draft, editable), draft.note);
    if (outcome.ok) return;
    setProblem(outcome.problem);
    if (outcome.problem.code === 'VALIDATION') {
      const mapped: Partial<Record<DraftField, string>> = {};
      for (const [field, code] of Object.entries(outcome.problem.fields)) {
        const target = draftFieldOf(field);
        if (target) mapped[target] = code;
      }
      setErrors(mapped);
    }
    if (outcome.problem.code === 'NO_LONGER_AVAILABLE') setSuggestions(readSuggestions(outcome.error));
    formRef.current?.querySelector<HTMLElement>('.order-edit__problem')?.focus();
  };

  const answer = availability.state === 'answered' ? availability.answer : null;
  const offered = suggestions.length ? suggestions : (answer?.suggestions ?? []);
  const guestsNumber = parseGuests(draft.guests);
  const step = (delta: number) => {
    const base = guestsNumber ?? editable.guests;
    set('guests', String(Math.min(GUESTS_MAX, Math.max(GUESTS_MIN, base + delta))));
  };
  const dayLabel = draft.arrivalDate
    ? intl.formatDate(dateForFormatting(draft.arrivalDate), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })
    : '';

  return (
    <form ref={formRef} className="order-edit" noValidate onSubmit={(event) => void submit(event)} aria-busy={props.busy || undefined}>
      {props.conflict && (
        <Alert tone="warning">
          <p>
            <FormattedMessage {...problemMessage(props.conflict.problem)} values={{ order: r.orderNumber }} />
          </p>
          <Differences before={props.conflict.before} after={props.conflict.after} />
          <p>
            <FormattedMessage id="orders.edit.conflictHint" />
          </p>
        </Alert>
      )}

      <Group label={<FormattedMessage id="orders.edit.type" />} invalid={!!errors.type} error={<FieldError id={fid('type-error')} code={errors.type} />}>
        <div className="order-segments" role="radiogroup" aria-label={intl.formatMessage({ id: 'orders.edit.type' })}>
          {STOP_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              id={type === draft.type ? fid('type') : undefined}
              aria-checked={draft.type === type}
              className={`order-segment${draft.type === type ? ' order-segment--on' : ''}`}
              onClick={() => setType(type)}
            >
              <FormattedMessage id={type === 'SHORT_STOP' ? 'orders.type.short' : 'orders.type.long'} />
            </button>
          ))}
        </div>
        {draft.type !== editable.type && (
          <p className="order-edit__fixed">
            <FormattedMessage id="orders.edit.typeHint" values={{ minutes: durationMinutes }} />
          </p>
        )}
      </Group>

      <div className="order-edit__grid">
        <Group
          label={<FormattedMessage id="orders.edit.guests" />}
          htmlFor={fid('guests')}
          invalid={!!errors.guests}
          hint={<FormattedMessage id="orders.edit.guestsHint" values={{ min: GUESTS_MIN, max: GUESTS_MAX }} />}
          error={<FieldError id={fid('guests-error')} code={errors.guests} values={{ min: GUESTS_MIN, max: GUESTS_MAX }} />}
        >
          <div className="order-stepper">
            <button type="button" className="order-stepper__button" onClick={() => step(-1)} aria-label={intl.formatMessage({ id: 'orders.edit.fewer' })} disabled={(guestsNumber ?? 0) <= GUESTS_MIN}>
              −
            </button>
            <input
              id={fid('guests')}
              className="field__input order-stepper__input"
              inputMode="numeric"
              pattern="[0-9]*"
              value={draft.guests}
              onChange={(event) => set('guests', event.target.value)}
              aria-invalid={errors.guests ? true : undefined}
              aria-describedby={errors.guests ? fid('guests-error') : undefined}
            />
            <button type="button" className="order-stepper__button" onClick={() => step(1)} aria-label={intl.formatMessage({ id: 'orders.edit.more' })} disabled={(guestsNumber ?? 0) >= GUESTS_MAX}>
              +
            </button>
          </div>
        </Group>

        <Group label={<FormattedMessage id="orders.edit.seats" />} invalid={!!errors.seatReservation} error={<FieldError id={fid('seats-error')} code={errors.seatReservation} />}>
          {draft.type === 'LONG_STOP' ? (
            <p className="order-edit__fixed">
              <FormattedMessage id="orders.edit.seatsRequired" />
            </p>
          ) : (
            <div className="order-segments" role="radiogroup" aria-label={intl.formatMessage({ id: 'orders.edit.seats' })}>
              {[true, false].map((value) => (
                <button
                  key={String(value)}
                  type="button"
                  role="radio"
                  aria-checked={draft.seatReservation === value}
                  className={`order-segment${draft.seatReservation === value ? ' order-segment--on' : ''}`}
                  onClick={() => set('seatReservation', value)}
                >
                  <FormattedMessage id={value ? 'orders.seats.yes' : 'orders.seats.no'} />
                </button>
              ))}
            </div>
          )}
        </Group>
      </div>

      <Group
        label={<FormattedMessage id="orders.edit.date" />}
        htmlFor={fid('arrivalDate')}
        invalid={!!errors.arrivalDate}
        error={<FieldError id={fid('date-error')} code={errors.arrivalDate} />}
      >
        <div className="order-date">
          <button
            type="button"
            className="order-stepper__button"
            aria-label={intl.formatMessage({ id: 'orders.edit.previousDay' })}
            onClick={() => draft.arrivalDate && set('arrivalDate', addDays(draft.arrivalDate, -1))}
            disabled={!draft.arrivalDate || draft.arrivalDate <= rules.today}
          >
            ‹
          </button>
          <input
            id={fid('arrivalDate')}
            type="date"
            className="field__input order-date__input"
            value={draft.arrivalDate}
            min={rules.today}
            onChange={(event) => set('arrivalDate', event.target.value)}
            aria-invalid={errors.arrivalDate ? true : undefined}
            aria-describedby={errors.arrivalDate ? fid('date-error') : fid('date-label')}
          />
          <button
            type="button"
            className="order-stepper__button"
            aria-label={intl.formatMessage({ id: 'orders.edit.nextDay' })}
            onClick={() => draft.arrivalDate && set('arrivalDate', addDays(draft.arrivalDate, 1))}
            disabled={!draft.arrivalDate}
          >
            ›
          </button>
          <span className="order-date__label" id={fid('date-label')}>
            {dayLabel}
          </span>
        </div>
      </Group>

      <Group label={<FormattedMessage id="orders.edit.time" />} invalid={!!errors.arrivalTime} error={<FieldError id={fid('time-error')} code={errors.arrivalTime} />}>
        {slots.length === 0 ? (
          <p className="order-edit__fixed">
            <FormattedMessage id="orders.edit.closed" />
          </p>
        ) : (
          <div className="order-time" id={fid('time')} tabIndex={-1}>
            <div className="order-time__hours" role="group" aria-label={intl.formatMessage({ id: 'orders.edit.hour' })}>
              {hours.map((h) => (
                <button
                  key={h}
                  type="button"
                  className={`order-chip${shownHour === h ? ' order-chip--on' : ''}`}
                  aria-pressed={shownHour === h}
                  onClick={() => setHour(h)}
                >
                  {String(h).padStart(2, '0')}
                </button>
              ))}
            </div>
            {shownHour !== null && (
              <div className="order-time__minutes" role="radiogroup" aria-label={intl.formatMessage({ id: 'orders.edit.minute' })}>
                {slotsInHour(slots, shownHour).map((minute) => (
                  <button
                    key={minute}
                    type="button"
                    role="radio"
                    aria-checked={selectedMinute === minute}
                    className={`order-chip order-chip--time${selectedMinute === minute ? ' order-chip--on' : ''}`}
                    onClick={() => set('arrivalTime', formatTime(minute))}
                  >
                    {formatTime(minute)}
                  </button>
                ))}
              </div>
            )}
          </div>
        )}
      </Group>

      <div className="order-availability" role="status" aria-live="polite">
        {availability.state === 'checking' && question && (
          <p className="order-availability__checking">
            <span className="spinner spinner--small" aria-hidden="true" /> <FormattedMessage id="orders.edit.checking" />
          </p>
        )}
        {availability.state === 'failed' && question && (
          <p className="order-availability__problem">
            <FormattedMessage id="orders.edit.checkFailed" />
          </p>
        )}
        {answer && question && answer.fits && (
          <p className="order-availability__fits">
            <span aria-hidden="true">✓</span>{' '}
            <FormattedMessage id="orders.edit.fits" values={{ seats: answer.remainingSeats ?? 0, time: draft.arrivalTime }} />
          </p>
        )}
        {answer && question && !answer.fits && (
          <ul className="order-availability__problems">
            {answer.problems.map((p) => (
              <li key={`${p.field}-${p.code}`}>
                <FormattedMessage {...fieldProblem(p.code)} values={{ min: GUESTS_MIN, max: GUESTS_MAX }} />
              </li>
            ))}
          </ul>
        )}
        {question && offered.length > 0 && !(answer?.fits ?? false) && (
          <div className="order-suggestions">
            <p>
              <FormattedMessage id="orders.edit.suggestions" />
            </p>
            <div className="order-suggestions__list">
              {offered.map((s) => (
                <button key={`${s.arrivalDate}-${s.arrivalTime}`} type="button" className="order-chip order-chip--suggestion" onClick={() => pickSuggestion(s)}>
                  <strong>{s.arrivalTime}</strong> <FormattedMessage id="orders.edit.free" values={{ seats: s.remainingSeats }} />
                </button>
              ))}
            </div>
          </div>
        )}
      </div>

      <div className="order-edit__grid">
        <Group
          label={<FormattedMessage id="orders.edit.responsibleFirstName" />}
          htmlFor={fid('responsibleFirstName')}
          invalid={!!errors.responsibleFirstName}
          error={<FieldError id={fid('rfn-error')} code={errors.responsibleFirstName} values={{ max: TEXT_LIMITS.responsibleFirstName }} />}
        >
          <input
            id={fid('responsibleFirstName')}
            className="field__input"
            value={draft.responsibleFirstName}
            autoComplete="off"
            onChange={(event) => set('responsibleFirstName', event.target.value)}
          />
        </Group>
        <Group
          label={<FormattedMessage id="orders.edit.responsibleLastName" />}
          htmlFor={fid('responsibleLastName')}
          invalid={!!errors.responsibleLastName}
          error={<FieldError id={fid('rln-error')} code={errors.responsibleLastName} values={{ max: TEXT_LIMITS.responsibleLastName }} />}
        >
          <input
            id={fid('responsibleLastName')}
            className="field__input"
            value={draft.responsibleLastName}
            autoComplete="off"
            onChange={(event) => set('responsibleLastName', event.target.value)}
          />
        </Group>
      </div>

      <Group
        label={<FormattedMessage id="orders.edit.wishes" />}
        htmlFor={fid('wishes')}
        invalid={!!errors.wishes}
        error={<FieldError id={fid('wishes-error')} code={errors.wishes} values={{ max: TEXT_LIMITS.wishes }} />}
      >
        <textarea id={fid('wishes')} className="field__input" rows={3} value={draft.wishes} onChange={(event) => set('wishes', event.target.value)} />
      </Group>

      <Group
        label={
          <>
            <FormattedMessage id="orders.note.edit" />{' '}
            <span className="field__optional">
              <FormattedMessage id="form.optional" />
            </span>
          </>
        }
        htmlFor={fid('note')}
        hint={<FormattedMessage id="orders.note.editHint" />}
        invalid={!!errors.note}
        error={<FieldError id={fid('note-error')} code={errors.note} values={{ max: TEXT_LIMITS.note }} />}
      >
        <textarea id={fid('note')} className="field__input" rows={2} value={draft.note} onChange={(event) => set('note', event.target.value)} />
      </Group>

      {problem && problem.code !== 'RESERVATION_CHANGED' && (
        <div className="order-edit__problem" tabIndex={-1}>
          <Alert tone="danger">
            <FormattedMessage {...problemMessage(problem)} values={{ order: r.orderNumber }} />
          </Alert>
        </div>
      )}

      <div className="order-edit__actions">
        <button type="button" className="btn btn--ghost btn--large" onClick={props.onCancel} disabled={props.busy}>
          <FormattedMessage id="orders.edit.cancel" />
        </button>
        <button type="submit" className="btn btn--primary btn--large" disabled={props.busy || !changed} aria-busy={props.busy || undefined}>
          {props.busy && <span className="btn__spinner" aria-hidden="true" />}
          <FormattedMessage id="orders.edit.save" />
        </button>
      </div>
      {!changed && (
        <p className="order-edit__unchanged">
          <FormattedMessage id="orders.edit.unchanged" />
        </p>
      )}
    </form>
  );
}
