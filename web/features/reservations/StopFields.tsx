// The fields of a stop as staff fill them in — the kind of stop, guests (− / + for a finger), seats,
// the arrival day and time on the restaurant's slot grid (hour, then minute), whether it fits, the
// responsible person and wishes — shared by the edit form and the phone booking. While size, day or
// time change, the server is asked whether the stop fits (useStopAvailability); a full slot offers
// nearby times. The forms own the draft; these fields only show and change it.
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import '../../components/forms/forms.css';
import './Bits.css';
import './EditReservationForm.css';
import { MAX_GUESTS as GUESTS_MAX, MIN_GUESTS as GUESTS_MIN, STOP_TYPES } from '../../../graph/domain/reservation-rules.ts';
import { GUESTS_PER_COACH, MAX_COACHES } from '../../../graph/domain/arrival-capacity/config.ts';
import { parseGuests, TEXT_LIMITS, type Suggestion } from './editForm.ts';
import type { StopType } from './filters.ts';
import { fieldProblem } from './messages.ts';
import { capacityReasonText } from '../../components/reservation/messages.ts';
import { formatTime, hoursOf, parseTime, slotsInHour } from './slots.ts';
import { addDays, dateForFormatting } from './time.ts';
import type { StopFieldsAvailabilityQuery, StopFieldsAvailabilityQuery$data, StopFieldsAvailabilityQuery$variables } from './__generated__/StopFieldsAvailabilityQuery.graphql';

const availabilityQuery = graphql`
  query StopFieldsAvailabilityQuery(
    $type: StopType!
    $guests: Int!
    $seatReservation: Boolean!
    $coaches: Int
    $arrivalDate: String!
    $arrivalTime: String!
    $reservationId: ID
    $overrides: [BookingOverride!]
  ) {
    reservationAvailability(
      type: $type
      guests: $guests
      coaches: $coaches
      seatReservation: $seatReservation
      arrivalDate: $arrivalDate
      arrivalTime: $arrivalTime
      reservationId: $reservationId
      overrides: $overrides
    ) {
      fits
      remainingSeats
      reasons
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

export type AvailabilityAnswer = StopFieldsAvailabilityQuery$data['reservationAvailability'];
export type AvailabilityVariables = StopFieldsAvailabilityQuery$variables;

export type StopAvailability = { state: 'idle' } | { state: 'checking' } | { state: 'failed' } | { state: 'answered'; answer: AvailabilityAnswer };

const CHECK_DELAY_MS = 350;

/** Asks whether the stop fits once typing settles; the latest question wins. Null: nothing to ask. */
export function useStopAvailability(question: AvailabilityVariables | null): StopAvailability {
  const environment = useRelayEnvironment();
  const [availability, setAvailability] = useState<StopAvailability>({ state: 'idle' });
  const questionKey = question ? JSON.stringify(question) : null;
  useEffect(() => {
    if (!questionKey) return;
    const variables = JSON.parse(questionKey) as AvailabilityVariables;
    let cancelled = false;
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      setAvailability({ state: 'checking' });
      subscription = fetchQuery<StopFieldsAvailabilityQuery>(environment, availabilityQuery, variables, { fetchPolicy: 'network-only' }).subscribe({
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
  return availability;
}

export function FieldError(props: { id: string; code: string | undefined; values?: Record<string, string | number> }) {
  if (!props.code) return null;
  return (
    <p id={props.id} className="field__error">
      <FormattedMessage {...fieldProblem(props.code)} values={props.values} />
    </p>
  );
}

export function Group(props: { label: ReactNode; htmlFor?: string; error?: ReactNode; children: ReactNode; invalid?: boolean; hint?: ReactNode }) {
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

/** What the fields show and change. */
export interface StopDraft {
  type: StopType;
  guests: string;
  /** Coaches the group comes in (staff may name more than one per 50 guests). */
  coaches: number;
  seatReservation: boolean;
  arrivalDate: string;
  arrivalTime: string;
  responsibleFirstName: string;
  responsibleLastName: string;
  wishes: string;
}

type StopField = keyof StopDraft;

interface StopFieldsProps {
  draft: StopDraft;
  errors: Partial<Record<string, string>>;
  /** The form's id for a field (labels, errors and focus use it). */
  fid(name: string): string;
  today: string;
  /** The arrival times offered on the chosen day, in minutes after midnight. */
  slots: readonly number[];
  availability: StopAvailability;
  /** Whether the current draft is being asked about (an unchanged edit is not). */
  asked: boolean;
  /** Nearby times the last refusal offered (else the availability answer's). */
  suggestions: readonly Suggestion[];
  /** The guest count the − / + buttons start from while the field is empty. */
  baseGuests: number;
  /** Said under the kind of stop (e.g. what changing it does to a booked stay). */
  typeHint?: ReactNode;
  /** Said under the availability answer (e.g. the phone booking's offer to set a rule aside). */
  availabilityExtra?: ReactNode;
  onSet<K extends StopField>(field: K, value: StopDraft[K]): void;
  onType(type: StopType): void;
  onSuggestion(suggestion: Suggestion): void;
}

export function StopFields(props: StopFieldsProps) {
  const intl = useIntl();
  const { draft, errors, fid, availability } = props;
  const selectedMinute = parseTime(draft.arrivalTime);
  const [hour, setHour] = useState<number | null>(selectedMinute === null ? null : Math.floor(selectedMinute / 60));
  const hours = hoursOf(props.slots);
  const shownHour = hour !== null && hours.includes(hour) ? hour : selectedMinute !== null ? Math.floor(selectedMinute / 60) : null;
  const answer = availability.state === 'answered' ? availability.answer : null;
  const offered = props.suggestions.length ? props.suggestions : (answer?.suggestions ?? []);
  const guestsNumber = parseGuests(draft.guests);
  const step = (delta: number) => {
    const base = guestsNumber ?? props.baseGuests;
    props.onSet('guests', String(Math.min(GUESTS_MAX, Math.max(GUESTS_MIN, base + delta))));
  };
  const pick = (s: Suggestion) => {
    setHour(Math.floor((parseTime(s.arrivalTime) ?? 0) / 60));
    props.onSuggestion(s);
  };
  const dayLabel = draft.arrivalDate
    ? intl.formatDate(dateForFormatting(draft.arrivalDate), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })
    : '';

  return (
    <>
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
              onClick={() => props.onType(type)}
            >
              <FormattedMessage id={type === 'SHORT_STOP' ? 'orders.type.short' : 'orders.type.long'} />
            </button>
          ))}
        </div>
        {props.typeHint && <p className="order-edit__fixed">{props.typeHint}</p>}
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
              onChange={(event) => props.onSet('guests', event.target.value)}
              aria-invalid={errors.guests ? true : undefined}
              aria-describedby={errors.guests ? fid('guests-error') : undefined}
            />
            <button type="button" className="order-stepper__button" onClick={() => step(1)} aria-label={intl.formatMessage({ id: 'orders.edit.more' })} disabled={(guestsNumber ?? 0) >= GUESTS_MAX}>
              +
            </button>
          </div>
        </Group>

        <Group
          label={<FormattedMessage id="orders.edit.coaches" />}
          htmlFor={fid('coaches')}
          invalid={!!errors.coaches}
          hint={<FormattedMessage id="orders.edit.coachesHint" values={{ guests: GUESTS_PER_COACH }} />}
          error={<FieldError id={fid('coaches-error')} code={errors.coaches} values={{ max: MAX_COACHES }} />}
        >
          <select id={fid('coaches')} className="field__input order-edit__coaches" value={draft.coaches} onChange={(event) => props.onSet('coaches', Number(event.target.value))}>
            {Array.from({ length: MAX_COACHES }, (_, i) => i + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
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
                  onClick={() => props.onSet('seatReservation', value)}
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
            onClick={() => draft.arrivalDate && props.onSet('arrivalDate', addDays(draft.arrivalDate, -1))}
            disabled={!draft.arrivalDate || draft.arrivalDate <= props.today}
          >
            ‹
          </button>
          <input
            id={fid('arrivalDate')}
            type="date"
            className="field__input order-date__input"
            value={draft.arrivalDate}
            min={props.today}
            onChange={(event) => props.onSet('arrivalDate', event.target.value)}
            aria-invalid={errors.arrivalDate ? true : undefined}
            aria-describedby={errors.arrivalDate ? fid('date-error') : fid('date-label')}
          />
          <button
            type="button"
            className="order-stepper__button"
            aria-label={intl.formatMessage({ id: 'orders.edit.nextDay' })}
            onClick={() => props.onSet('arrivalDate', addDays(draft.arrivalDate || props.today, draft.arrivalDate ? 1 : 0))}
          >
            ›
          </button>
          <span className="order-date__label" id={fid('date-label')}>
            {dayLabel}
          </span>
        </div>
      </Group>

      <Group label={<FormattedMessage id="orders.edit.time" />} invalid={!!errors.arrivalTime} error={<FieldError id={fid('time-error')} code={errors.arrivalTime} />}>
        {!draft.arrivalDate ? (
          <p className="order-edit__fixed">
            <FormattedMessage id="orders.edit.pickDayFirst" />
          </p>
        ) : props.slots.length === 0 ? (
          <p className="order-edit__fixed">
            <FormattedMessage id="orders.edit.closed" />
          </p>
        ) : (
          <div className="order-time" id={fid('time')} tabIndex={-1}>
            <div className="order-time__hours" role="group" aria-label={intl.formatMessage({ id: 'orders.edit.hour' })}>
              {hours.map((h) => (
                <button key={h} type="button" className={`order-chip${shownHour === h ? ' order-chip--on' : ''}`} aria-pressed={shownHour === h} onClick={() => setHour(h)}>
                  {String(h).padStart(2, '0')}
                </button>
              ))}
            </div>
            {shownHour !== null && (
              <div className="order-time__minutes" role="radiogroup" aria-label={intl.formatMessage({ id: 'orders.edit.minute' })}>
                {slotsInHour(props.slots, shownHour).map((minute) => (
                  <button
                    key={minute}
                    type="button"
                    role="radio"
                    aria-checked={selectedMinute === minute}
                    className={`order-chip order-chip--time${selectedMinute === minute ? ' order-chip--on' : ''}`}
                    onClick={() => props.onSet('arrivalTime', formatTime(minute))}
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
        {availability.state === 'checking' && props.asked && (
          <p className="order-availability__checking">
            <span className="spinner spinner--small" aria-hidden="true" /> <FormattedMessage id="orders.edit.checking" />
          </p>
        )}
        {availability.state === 'failed' && props.asked && (
          <p className="order-availability__problem">
            <FormattedMessage id="orders.edit.checkFailed" />
          </p>
        )}
        {answer && props.asked && answer.fits && (
          <p className="order-availability__fits">
            <span aria-hidden="true">✓</span> <FormattedMessage id="orders.edit.fits" values={{ seats: answer.remainingSeats ?? 0, time: draft.arrivalTime }} />
          </p>
        )}
        {answer && props.asked && !answer.fits && (
          <ul className="order-availability__problems">
            {answer.problems.map((p) => (
              <li key={`${p.field}-${p.code}`}>
                <FormattedMessage {...fieldProblem(p.code)} values={{ min: GUESTS_MIN, max: GUESTS_MAX }} />
              </li>
            ))}
            {answer.reasons.map((reason) => (
              <li key={reason} data-reason={reason}>
                <FormattedMessage {...(capacityReasonText[reason as keyof typeof capacityReasonText] ?? capacityReasonText.SEATS)} />
              </li>
            ))}
          </ul>
        )}
        {props.asked && offered.length > 0 && !(answer?.fits ?? false) && (
          <div className="order-suggestions">
            <p>
              <FormattedMessage id="orders.edit.suggestions" />
            </p>
            <div className="order-suggestions__list">
              {offered.map((s) => (
                <button key={`${s.arrivalDate}-${s.arrivalTime}`} type="button" className="order-chip order-chip--suggestion" onClick={() => pick(s)}>
                  <strong>{s.arrivalTime}</strong> <FormattedMessage id="orders.edit.free" values={{ seats: s.remainingSeats }} />
                </button>
              ))}
            </div>
          </div>
        )}
        {props.availabilityExtra}
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
            onChange={(event) => props.onSet('responsibleFirstName', event.target.value)}
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
            onChange={(event) => props.onSet('responsibleLastName', event.target.value)}
          />
        </Group>
      </div>

      <Group
        label={<FormattedMessage id="orders.edit.wishes" />}
        htmlFor={fid('wishes')}
        invalid={!!errors.wishes}
        error={<FieldError id={fid('wishes-error')} code={errors.wishes} values={{ max: TEXT_LIMITS.wishes }} />}
      >
        <textarea id={fid('wishes')} className="field__input" rows={3} value={draft.wishes} onChange={(event) => props.onSet('wishes', event.target.value)} />
      </Group>
    </>
  );
}
