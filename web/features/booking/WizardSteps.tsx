// The seven steps of the new-reservation wizard, each a plain component of its answers; the state,
// the rules and the moves between steps are Wizard.tsx's.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useMoney } from '../../components/money.ts';
import { Alert } from '../../components/Notice.tsx';
import { ErrorText, TextField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { DatePicker } from '../../components/pickers/DatePicker.tsx';
import { TimePicker } from '../../components/pickers/TimePicker.tsx';
import { longDate, monthOf, monthRange, type IsoDate, type YearMonth } from '../../components/pickers/calendar.ts';
import { parseTime } from '../../components/pickers/slots.ts';
import { addDays, localToInstant, offsetMinutes, RESTAURANT_TIME_ZONE } from '../../../graph/domain/local-time.ts';
import { MAX_GUESTS, MIN_GUESTS, type StopType } from '../../../graph/domain/reservation-rules.ts';
import { reservationFieldMessage, seatsText, stepTitles, stopDescription, stopText, type LeadTimes } from '../../components/reservation/messages.ts';
import type { Availability } from './useAvailability.ts';
import { useArrivalTimes, useDayStates, type DayOutlookState } from './useDayOutlook.ts';
import { outlookQuestion, parseGuests, TEXT_LIMITS, type Draft, type DraftField, type FieldErrors, type StepId } from './wizard.ts';
import './WizardSteps.css';

export interface StopInfo {
  type: StopType;
  leadTimeHours: number;
  durationMinutes: number;
  seatReservationRequired: boolean;
  pricePerGuestCents: number | null;
  currency: string;
}

export const FIELD_IDS: Record<DraftField, string> = {
  type: 'order-type-SHORT_STOP',
  guests: 'order-guests',
  seatReservation: 'order-seats-yes',
  arrivalDate: 'order-date',
  arrivalTime: 'order-time',
  responsibleFirstName: 'order-responsible-first',
  responsibleLastName: 'order-responsible-last',
  message: 'order-message',
  wishes: 'order-wishes',
};


function FieldError(props: { id: string; text: Text | null }) {
  return props.text ? <ErrorText id={props.id} text={props.text} /> : null;
}

function StopIcon(props: { type: StopType }) {
  return (
    <svg className="option-card__icon" width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
      {props.type === 'SHORT_STOP' ? (
        <>
          <path d="M5 9h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5V9z" />
          <path d="M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16" />
          <path d="M9 3.5c-.6.8-.6 1.7 0 2.5M12.5 3.5c-.6.8-.6 1.7 0 2.5" />
        </>
      ) : (
        <>
          <path d="M7 3v8M5 3v4a2 2 0 0 0 4 0V3M7 11v10" />
          <path d="M17 21V3c-2.2 1.2-3.5 3.7-3.5 7v3H17" />
        </>
      )}
    </svg>
  );
}

// ————— 1. stop type —————

/** What describes an invalid answer: its own error, or else the step's §8 sentence above. */
function describedBy(invalid: boolean, errorId: string, error: Text | null, ...more: Array<string | null>): string | undefined {
  const ids = [invalid ? (error ? errorId : 'order-step-message') : null, ...more].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TypeStep(props: { stops: readonly StopInfo[]; value: StopType | null; onChange(type: StopType): void; error: Text | null; invalid: boolean }) {
  const money = useMoney();
  return (
    <fieldset className="wizard__fieldset" aria-describedby={describedBy(props.invalid, 'order-type-error', props.error)}>
      <legend className="visually-hidden">
        <FormattedMessage id="page.newOrder.step.type" />
      </legend>
      <div className={`option-cards${props.invalid ? ' option-cards--invalid' : ''}`}>
        {props.stops.map((stop) => (
          <label key={stop.type} className={`option-card option-card--${stop.type === 'SHORT_STOP' ? 'short' : 'long'}${props.value === stop.type ? ' is-checked' : ''}`}>
            <input
              id={`order-type-${stop.type}`}
              type="radio"
              name="order-type"
              className="option-card__input"
              checked={props.value === stop.type}
              onChange={() => props.onChange(stop.type)}
              aria-invalid={props.invalid || undefined}
            />
            <span className="option-card__body">
              <StopIcon type={stop.type} />
              <span className="option-card__title">
                <FormattedMessage {...stopText[stop.type]} />
              </span>
              <span className="option-card__text">
                <FormattedMessage {...stopDescription[stop.type]} />
              </span>
              <span className="option-card__facts">
                {stop.pricePerGuestCents !== null && (
                  <span className="option-card__fact option-card__fact--price">
                    <FormattedMessage id="page.newOrder.pricePerGuest" values={{ price: money(stop.pricePerGuestCents, stop.currency) }} />
                  </span>
                )}
                <span className="option-card__fact">
                  <FormattedMessage id="page.newOrder.leadTime" values={{ hours: stop.leadTimeHours }} />
                </span>
                <span className="option-card__fact">
                  <FormattedMessage id="page.newOrder.duration" values={{ minutes: stop.durationMinutes }} />
                </span>
              </span>
            </span>
            <span className="option-card__check" aria-hidden="true" />
          </label>
        ))}
      </div>
      <FieldError id="order-type-error" text={props.error} />
    </fieldset>
  );
}

// ————— 2. guests —————

export function GuestsStep(props: { value: string; onChange(value: string): void; error: Text | null; invalid: boolean }) {
  const intl = useIntl();
  const current = parseGuests(props.value);
  const step = (delta: number) => {
    const base = current ?? (delta > 0 ? MIN_GUESTS - 1 : MIN_GUESTS + 1);
    props.onChange(String(Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, base + delta))));
  };
  return (
    <div className={`field guests${props.invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={FIELD_IDS.guests}>
        <FormattedMessage id="page.newOrder.guestsLabel" />
      </label>
      <p id="order-guests-hint" className="field__hint">
        <FormattedMessage id="page.newOrder.guestsHint" values={{ min: MIN_GUESTS, max: MAX_GUESTS }} />
      </p>
      <div className="guests__control">
        <button
          type="button"
          className="guests__step"
          onClick={() => step(-1)}
          disabled={current !== null && current <= MIN_GUESTS}
          aria-label={intl.formatMessage({ id: 'page.newOrder.guestsFewer' })}
        >
          −
        </button>
        <input
          id={FIELD_IDS.guests}
          name="guests"
          className="field__input guests__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value.replace(/[^\d]/g, ''))}
          aria-invalid={props.invalid || undefined}
          aria-describedby={describedBy(props.invalid, 'order-guests-error', props.error, 'order-guests-hint')}
          required
        />
        <button
          type="button"
          className="guests__step"
          onClick={() => step(1)}
          disabled={current !== null && current >= MAX_GUESTS}
          aria-label={intl.formatMessage({ id: 'page.newOrder.guestsMore' })}
        >
          +
        </button>
      </div>
      <FieldError id="order-guests-error" text={props.error} />
    </div>
  );
}

// ————— 3. seats —————

export function SeatsStep(props: {
  stop: StopInfo | null;
  guests: number | null;
  value: boolean | null;
  onChange(value: boolean): void;
  error: Text | null;
  invalid: boolean;
}) {
  const required = props.stop?.seatReservationRequired ?? false;
  const options = [{ value: true }, { value: false }] as const;
  return (
    <fieldset className="wizard__fieldset" aria-describedby={describedBy(props.invalid, 'order-seats-error', props.error, required ? 'order-seats-required' : null)}>
      <legend className="visually-hidden">
        <FormattedMessage id="page.newOrder.step.seats" />
      </legend>
      {required && (
        <Alert tone="info" id="order-seats-required">
          <FormattedMessage id="page.newOrder.seatsRequired" />
        </Alert>
      )}
      <div className={`option-cards option-cards--compact${props.invalid ? ' option-cards--invalid' : ''}`}>
        {options.map((option) => {
          const disabled = required && !option.value;
          const checked = props.value === option.value;
          return (
            <label key={String(option.value)} className={`option-card${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}`}>
              <input
                id={option.value ? 'order-seats-yes' : 'order-seats-no'}
                type="radio"
                name="order-seats"
                className="option-card__input"
                checked={checked}
                disabled={disabled}
                onChange={() => props.onChange(option.value)}
                aria-invalid={props.invalid || undefined}
              />
              <span className="option-card__body">
                <span className="option-card__title">
                  {option.value ? <FormattedMessage id="page.newOrder.seatsYes" /> : <FormattedMessage id="page.newOrder.seatsNo" />}
                </span>
                <span className="option-card__text">
                  {option.value ? (
                    <FormattedMessage
                      id="page.newOrder.seatsYesText"
                      values={{ guests: props.guests ?? MIN_GUESTS, minutes: props.stop?.durationMinutes ?? 0 }}
                    />
                  ) : required ? (
                    <FormattedMessage id="page.newOrder.seatsNoLong" />
                  ) : (
                    <FormattedMessage id="page.newOrder.seatsNoText" />
                  )}
                </span>
              </span>
              <span className="option-card__check" aria-hidden="true" />
            </label>
          );
        })}
      </div>
      <FieldError id="order-seats-error" text={props.error} />
    </fieldset>
  );
}

// ————— 4. arrival —————

/** "12:30 in Ljubljana is 11:30 where you are" — only when the browser's zone differs then. */
function LocalTimeHint(props: { date: IsoDate; time: string }) {
  const intl = useIntl();
  const minute = parseTime(props.time);
  const resolved = minute === null ? null : localToInstant(props.date, minute);
  if (!resolved?.ok) return null;
  const instant = resolved.instant;
  if (-instant.getTimezoneOffset() === offsetMinutes(instant)) return null;
  const local = intl.formatDate(instant, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
  return (
    <p className="arrival__local">
      <FormattedMessage id="page.newOrder.yourTime" values={{ time: props.time, local }} />
    </p>
  );
}

export function AvailabilityPanel(props: {
  availability: Availability;
  draft: Draft;
  leadTimes: LeadTimes;
  onSuggestion(date: string, time: string): void;
  /** Problems of fields other than the arrival's, with a way to their step. */
  onFix(step: StepId): void;
  showArrivalProblems?: boolean;
}) {
  const intl = useIntl();
  const { availability } = props;
  if (availability.status === 'idle') return null;
  if (availability.status === 'checking') {
    return (
      <div className="availability availability--checking" role="status">
        <span className="spinner spinner--small" aria-hidden="true" />
        <FormattedMessage id="page.newOrder.checking" />
      </div>
    );
  }
  if (availability.status === 'failed') {
    return (
      <div className="availability" role="status">
        <Alert tone="warning">
          <FormattedMessage id="page.newOrder.checkFailed" />
        </Alert>
      </div>
    );
  }
  const { answer } = availability;
  const guests = parseGuests(props.draft.guests) ?? 0;
  if (answer.fits) {
    return (
      <div className="availability" role="status">
        <Alert tone="success">
          {props.draft.seatReservation && answer.remainingSeats !== null && answer.remainingSeats !== undefined ? (
            <FormattedMessage id="page.newOrder.fitsSeats" values={{ seats: answer.remainingSeats, guests, time: props.draft.arrivalTime ?? '' }} />
          ) : (
            <FormattedMessage id="page.newOrder.fits" values={{ time: props.draft.arrivalTime ?? '' }} />
          )}
        </Alert>
      </div>
    );
  }
  const others = answer.problems.filter((p) => props.showArrivalProblems || (p.field !== 'arrivalDate' && p.field !== 'arrivalTime'));
  const full = answer.problems.some((p) => p.code === 'FULLY_BOOKED');
  return (
    <div className="availability" role="status">
      {others.map((problem) => {
        const text = reservationFieldMessage(problem.field, problem.code, props.leadTimes);
        const step = problem.field === 'guests' ? 'guests' : problem.field === 'seatReservation' ? 'seats' : problem.field === 'type' ? 'type' : 'arrival';
        return (
          <Alert key={`${problem.field}-${problem.code}`} tone="danger">
            {intl.formatMessage(text.descriptor, text.values)}{' '}
            {(step !== 'arrival' || props.showArrivalProblems) && (
              <button type="button" className="link-button" onClick={() => props.onFix(step)}>
                <FormattedMessage id="page.newOrder.fixThis" />
              </button>
            )}
          </Alert>
        );
      })}
      {full && answer.remainingSeats !== null && answer.remainingSeats !== undefined && (
        <p className="availability__seats">
          <FormattedMessage id="page.newOrder.seatsLeft" values={{ seats: answer.remainingSeats }} />
        </p>
      )}
      {answer.suggestions.length > 0 && (
        <Suggestions suggestions={answer.suggestions} onPick={props.onSuggestion} />
      )}
    </div>
  );
}

export function Suggestions(props: { suggestions: ReadonlyArray<{ arrivalDate: string; arrivalTime: string; remainingSeats: number }>; onPick(date: string, time: string): void }) {
  return (
    <div className="suggestions">
      <p className="suggestions__title" id="order-suggestions-title">
        <FormattedMessage id="page.newOrder.suggestions" />
      </p>
      <ul className="suggestions__list" aria-labelledby="order-suggestions-title">
        {[...props.suggestions].sort((a, b) => (a.arrivalDate + a.arrivalTime).localeCompare(b.arrivalDate + b.arrivalTime)).map((s) => (
          <li key={`${s.arrivalDate} ${s.arrivalTime}`}>
            <button type="button" className="suggestion" onClick={() => props.onPick(s.arrivalDate, s.arrivalTime)}>
              <span className="suggestion__time">{s.arrivalTime}</span>
              <span className="suggestion__seats">
                <FormattedMessage id="page.newOrder.suggestionSeats" values={{ seats: s.remainingSeats }} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The server's day states as the calendar's reasons for greying a day out. */
const DAY_REASONS = defineMessages({
  CLOSED: { id: 'picker.date.closed' },
  TOO_SOON: { id: 'picker.date.tooSoon' },
  TOO_FAR_AHEAD: { id: 'picker.date.tooFar' },
  FULLY_BOOKED: { id: 'picker.date.full' },
}) satisfies Record<Exclude<DayOutlookState, 'OPEN' | '%future added value'>, MessageDescriptor>;

/** How far ahead the calendar looks for the first day it opens on (the server's 62-day limit). */
const FIRST_LOOK_DAYS = 62;

export function ArrivalStep(props: {
  draft: Draft;
  stop: StopInfo | null;
  today: IsoDate;
  lastDate: IsoDate;
  leadTimes: LeadTimes;
  errors: FieldErrors;
  stepMessage: ReactNode;
  availability: Availability;
  onDate(date: IsoDate): void;
  onTime(time: string | null): void;
  onSuggestion(date: string, time: string): void;
  onFix(step: StepId): void;
}) {
  const intl = useIntl();
  const { draft, stop, today, lastDate } = props;
  const question = useMemo(() => outlookQuestion(draft), [draft]);
  // The first weeks (to open the calendar on the first bookable month), then the month on screen.
  const firstLook = useDayStates(question, { from: today, to: minDate(addDays(today, FIRST_LOOK_DAYS - 1), lastDate) });
  const [shownMonth, setShownMonth] = useState<YearMonth | null>(null);
  const onMonthShown = useCallback((m: YearMonth) => setShownMonth((prev) => (prev && prev.year === m.year && prev.month === m.month ? prev : m)), []);
  const monthStates = useDayStates(question, shownMonth ? monthRange(shownMonth, today, lastDate) : null);
  const firstDay = useMemo(() => [...(firstLook ?? new Map()).entries()].find(([, state]) => state === 'OPEN')?.[0] ?? null, [firstLook]);
  const times = useArrivalTimes(question, draft.arrivalDate);

  // A chosen time the day no longer offers (it became too soon, or the day changed) is asked for again.
  const { onTime } = props;
  const chosen = draft.arrivalTime;
  useEffect(() => {
    if (times && chosen && !times.some((t) => t.time === chosen && t.state !== 'TOO_SOON')) onTime(null);
  }, [times, chosen, onTime]);

  if (!stop) return null;

  const dayReason = (date: IsoDate): string | null => {
    if (date < today) return intl.formatMessage({ id: 'picker.date.past' });
    const state = monthStates?.get(date) ?? firstLook?.get(date);
    if (!state) return intl.formatMessage({ id: 'picker.date.checking' });
    if (state === 'OPEN') return null;
    const reason = DAY_REASONS[state as keyof typeof DAY_REASONS];
    return reason ? intl.formatMessage(reason) : null;
  };
  const someTooSoon = times?.some((t) => t.state === 'TOO_SOON') ?? false;
  const answer = props.availability.status === 'ready' ? props.availability.answer : null;
  const problemsOf = (field: 'arrivalDate' | 'arrivalTime') => answer?.problems.filter((p) => p.field === field) ?? [];
  const fieldText = (field: 'arrivalDate' | 'arrivalTime'): Text[] => {
    const local = props.errors[field];
    if (local && local !== 'REQUIRED') return [reservationFieldMessage(field, local, props.leadTimes)];
    return problemsOf(field).map((p) => reservationFieldMessage(field, p.code, props.leadTimes));
  };
  const dateProblems = fieldText('arrivalDate');
  const timeProblems = fieldText('arrivalTime');
  const leadHint =
    stop.type === 'LONG_STOP'
      ? reservationFieldMessage('arrivalTime', 'LEAD_TIME_LONG', props.leadTimes)
      : reservationFieldMessage('arrivalTime', 'LEAD_TIME_SHORT', props.leadTimes);

  return (
    <div className="arrival">
      <p className="arrival__zone">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5V12l3 2" />
        </svg>
        <span>
          <FormattedMessage id="page.newOrder.zoneNote" values={{ zone: RESTAURANT_TIME_ZONE }} />
        </span>
      </p>
      {props.stepMessage}
      <div className="arrival__layout">
        <section className="arrival__date" aria-labelledby="order-date-label">
          <h3 id="order-date-label" className="arrival__heading">
            <FormattedMessage id="page.newOrder.dateLabel" />
          </h3>
          <p id="order-date-hint" className="field__hint">
            {intl.formatMessage(leadHint.descriptor, leadHint.values)} <FormattedMessage id="page.newOrder.dateHint" />
          </p>
          {firstLook || draft.arrivalDate ? (
            <DatePicker
              id={FIELD_IDS.arrivalDate}
              value={draft.arrivalDate}
              onChange={props.onDate}
              min={today}
              max={lastDate}
              today={today}
              initialMonth={firstDay ? monthOf(firstDay) : undefined}
              unavailableReason={dayReason}
              onMonthShown={onMonthShown}
              labelledBy="order-date-label"
              describedBy={[dateProblems.length ? 'order-date-error' : null, 'order-date-hint'].filter(Boolean).join(' ')}
              invalid={dateProblems.length > 0 || props.errors.arrivalDate === 'REQUIRED'}
            />
          ) : (
            <p className="arrival__pick-date" role="status">
              <FormattedMessage id="picker.date.checking" />
            </p>
          )}
          {dateProblems.map((text, i) => (
            <ErrorText key={i} id={i === 0 ? 'order-date-error' : `order-date-error-${i}`} text={text} />
          ))}
        </section>
        <section className="arrival__time" aria-labelledby="order-time-label">
          <h3 id="order-time-label" className="arrival__heading">
            <FormattedMessage id="page.newOrder.timeLabel" />
          </h3>
          {draft.arrivalDate ? (
            <>
              <p className="arrival__chosen-date">{longDate(intl.locale, draft.arrivalDate)}</p>
              {someTooSoon && (
                <p id="order-time-hint" className="field__hint">
                  <FormattedMessage id="page.newOrder.tooSoonTimes" /> {intl.formatMessage(leadHint.descriptor, leadHint.values)}
                </p>
              )}
              <TimePicker
                id={FIELD_IDS.arrivalTime}
                // A fully booked time stays selectable: the availability check then offers the nearest free ones.
                options={(times ?? []).map((t) => ({ minute: parseTime(t.time) ?? 0, time: t.time, disabled: t.state === 'TOO_SOON' }))}
                value={draft.arrivalTime}
                onChange={props.onTime}
                hourLegend={intl.formatMessage({ id: 'picker.time.hour' })}
                minuteLegend={intl.formatMessage({ id: 'picker.time.minute' })}
                empty={times ? intl.formatMessage({ id: 'picker.time.none' }) : intl.formatMessage({ id: 'picker.time.checking' })}
                describedBy={[timeProblems.length ? 'order-time-error' : null, someTooSoon ? 'order-time-hint' : null].filter(Boolean).join(' ') || undefined}
                invalid={timeProblems.length > 0}
              />
              {timeProblems.map((text, i) => (
                <ErrorText key={i} id={i === 0 ? 'order-time-error' : `order-time-error-${i}`} text={text} />
              ))}
              {draft.arrivalTime && <LocalTimeHint date={draft.arrivalDate} time={draft.arrivalTime} />}
            </>
          ) : (
            <p className="arrival__pick-date">
              <FormattedMessage id="page.newOrder.pickDateFirst" />
            </p>
          )}
          <AvailabilityPanel
            availability={props.availability}
            draft={draft}
            leadTimes={props.leadTimes}
            onSuggestion={props.onSuggestion}
            onFix={props.onFix}
          />
        </section>
      </div>
    </div>
  );
}

function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

// ————— 5. responsible person, 6. message and wishes —————

export function ResponsibleStep(props: { draft: Draft; onChange(field: 'responsibleFirstName' | 'responsibleLastName', value: string): void; error(field: DraftField): Text | null }) {
  return (
    <div className="wizard__fields">
      <p className="form__note">
        <FormattedMessage id="page.newOrder.responsibleHint" />
      </p>
      <div className="form__row">
        <TextField
          id={FIELD_IDS.responsibleFirstName}
          label={<FormattedMessage id="form.firstName" />}
          optional
          autoComplete="off"
          maxLength={TEXT_LIMITS.responsibleFirstName}
          value={props.draft.responsibleFirstName}
          onChange={(value) => props.onChange('responsibleFirstName', value)}
          error={props.error('responsibleFirstName')}
        />
        <TextField
          id={FIELD_IDS.responsibleLastName}
          label={<FormattedMessage id="form.lastName" />}
          optional
          autoComplete="off"
          maxLength={TEXT_LIMITS.responsibleLastName}
          value={props.draft.responsibleLastName}
          onChange={(value) => props.onChange('responsibleLastName', value)}
          error={props.error('responsibleLastName')}
        />
      </div>
    </div>
  );
}

export function MessageStep(props: { draft: Draft; onChange(field: 'message' | 'wishes', value: string): void; error(field: DraftField): Text | null }) {
  return (
    <div className="wizard__fields">
      <TextField
        id={FIELD_IDS.message}
        label={<FormattedMessage id="page.newOrder.messageLabel" />}
        hint={<FormattedMessage id="page.newOrder.messageHint" />}
        optional
        multiline
        rows={4}
        maxLength={TEXT_LIMITS.message}
        value={props.draft.message}
        onChange={(value) => props.onChange('message', value)}
        error={props.error('message')}
      />
      <TextField
        id={FIELD_IDS.wishes}
        label={<FormattedMessage id="page.newOrder.wishesLabel" />}
        hint={<FormattedMessage id="page.newOrder.wishesHint" />}
        optional
        multiline
        rows={4}
        maxLength={TEXT_LIMITS.wishes}
        value={props.draft.wishes}
        onChange={(value) => props.onChange('wishes', value)}
        error={props.error('wishes')}
      />
    </div>
  );
}

// ————— 7. summary —————

export function SummaryStep(props: {
  draft: Draft;
  stop: StopInfo | null;
  errors: FieldErrors;
  leadTimes: LeadTimes;
  onChange(step: StepId): void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const { draft, stop } = props;
  const guests = parseGuests(draft.guests);
  const missing = <span className="summary__missing"><FormattedMessage id="page.newOrder.missing" /></span>;
  const none = <span className="summary__none"><FormattedMessage id="page.newOrder.none" /></span>;
  const problem = (...fields: DraftField[]) => {
    for (const field of fields) {
      const code = props.errors[field];
      if (code && code !== 'REQUIRED') {
        const text = reservationFieldMessage(field, code, props.leadTimes);
        return <span className="summary__problem">{intl.formatMessage(text.descriptor, text.values)}</span>;
      }
    }
    return null;
  };
  const responsible = [draft.responsibleFirstName.trim(), draft.responsibleLastName.trim()].filter(Boolean).join(' ');
  const rows: Array<{ key: string; label: ReactNode; value: ReactNode; step: StepId; invalid: boolean }> = [
    {
      key: 'type',
      label: <FormattedMessage id="page.newOrder.step.type" />,
      value: draft.type ? <FormattedMessage {...stopText[draft.type]} /> : missing,
      step: 'type',
      invalid: !draft.type,
    },
    {
      key: 'guests',
      label: <FormattedMessage id="page.newOrder.step.guests" />,
      value: draft.guests.trim() ? (
        <>
          {guests !== null ? <FormattedMessage id="reservation.guestsCount" values={{ guests }} /> : draft.guests}
          {problem('guests')}
        </>
      ) : (
        missing
      ),
      step: 'guests',
      invalid: Boolean(props.errors.guests),
    },
    {
      key: 'seats',
      label: <FormattedMessage id="page.newOrder.step.seats" />,
      value:
        draft.seatReservation === null ? (
          missing
        ) : (
          <>
            <FormattedMessage {...(draft.seatReservation ? seatsText.yes : seatsText.no)} />
            {problem('seatReservation')}
          </>
        ),
      step: 'seats',
      invalid: Boolean(props.errors.seatReservation),
    },
    {
      key: 'arrival',
      label: <FormattedMessage id="page.newOrder.step.arrival" />,
      value:
        draft.arrivalDate && draft.arrivalTime ? (
          <>
            <FormattedMessage id="reservation.arrivalLocal" values={{ date: longDate(intl.locale, draft.arrivalDate), time: draft.arrivalTime }} />
            {problem('arrivalDate', 'arrivalTime')}
          </>
        ) : (
          missing
        ),
      step: 'arrival',
      invalid: Boolean(props.errors.arrivalDate || props.errors.arrivalTime),
    },
    {
      key: 'responsible',
      label: <FormattedMessage id="page.newOrder.step.responsible" />,
      value: responsible ? <>{responsible}{problem('responsibleFirstName', 'responsibleLastName')}</> : none,
      step: 'responsible',
      invalid: Boolean(props.errors.responsibleFirstName || props.errors.responsibleLastName),
    },
    {
      key: 'message',
      label: <FormattedMessage id="page.newOrder.messageLabel" />,
      value: draft.message.trim() ? <span className="summary__text">{draft.message.trim()}</span> : none,
      step: 'message',
      invalid: Boolean(props.errors.message),
    },
    {
      key: 'wishes',
      label: <FormattedMessage id="page.newOrder.wishesLabel" />,
      value: draft.wishes.trim() ? <span className="summary__text">{draft.wishes.trim()}</span> : none,
      step: 'message',
      invalid: Boolean(props.errors.wishes),
    },
  ];
  return (
    <div className="summary">
      <dl className="summary__list">
        {rows.map((row) => (
          <div key={row.key} className={`summary__row${row.invalid ? ' summary__row--invalid' : ''}`}>
            <dt className="summary__label">{row.label}</dt>
            <dd className="summary__value">{row.value}</dd>
            <dd className="summary__action">
              <button type="button" className="link-button" onClick={() => props.onChange(row.step)}>
                <FormattedMessage id="page.newOrder.change" />
                <span className="visually-hidden">: {intl.formatMessage(stepTitles[row.step])}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {stop && stop.pricePerGuestCents !== null && guests !== null && !props.errors.guests && (
        <p className="summary__price">
          <FormattedMessage
            id="page.newOrder.priceEstimate"
            values={{
              total: money(stop.pricePerGuestCents * guests, stop.currency),
              price: money(stop.pricePerGuestCents, stop.currency),
              guests,
            }}
          />
        </p>
      )}
      <p className="form__note">
        <FormattedMessage id="page.newOrder.summaryNote" />
      </p>
    </div>
  );
}
