// The wizard's arrival step: a calendar and time picker showing what the server says about each day
// and time for this group (dayAvailability), and the availability check of the chosen arrival with
// nearby suggestions.
import { JoinWaitingList } from '../waiting-list/JoinWaitingList.tsx';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Alert } from '../../components/Notice.tsx';
import { ErrorText } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { DatePicker } from '../../components/pickers/DatePicker.tsx';
import { TimePicker } from '../../components/pickers/TimePicker.tsx';
import { longDate, monthOf, monthRange, type IsoDate, type YearMonth } from '../../components/pickers/calendar.ts';
import { parseTime } from '../../components/pickers/slots.ts';
import { addDays, localToInstant, offsetMinutes, RESTAURANT_TIME_ZONE } from '../../../graph/domain/local-time.ts';
import { capacityReasonText, reservationFieldMessage, type LeadTimes } from '../../components/reservation/messages.ts';
import type { Availability } from './useAvailability.ts';
import { useArrivalTimes, useDayStates, type DayOutlookState } from '../../components/reservation/useDayOutlook.ts';
import { outlookQuestion, parseGuests, type Draft, type FieldErrors, type StepId } from './wizard.ts';
import './WizardSteps.css';
import { FIELD_IDS, type StopInfo } from './stepParts.tsx';

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
  /** A full time offers the client the waiting list for the day (the wizard's arrival step). */
  waitingList?: boolean;
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
      {full && answer.reasons.length > 0 && (
        <div className="availability__reasons">
          <p>
            <FormattedMessage id="page.newOrder.fullBecause" />
          </p>
          <ul>
            {answer.reasons.map((reason) => (
              <li key={reason} data-reason={reason}>
                {intl.formatMessage(capacityReasonText[reason as keyof typeof capacityReasonText] ?? capacityReasonText.SEATS)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {full && answer.reasons.includes('SEATS') && answer.remainingSeats !== null && answer.remainingSeats !== undefined && (
        <p className="availability__seats">
          <FormattedMessage id="page.newOrder.seatsLeft" values={{ seats: answer.remainingSeats }} />
        </p>
      )}
      {answer.suggestions.length > 0 && (
        <Suggestions suggestions={answer.suggestions} onPick={props.onSuggestion} showSeats={props.draft.seatReservation === true} />
      )}
      {full && props.waitingList && props.draft.arrivalDate && props.draft.type && props.draft.seatReservation !== null && guests > 0 && (
        <JoinWaitingList day={props.draft.arrivalDate} time={props.draft.arrivalTime} type={props.draft.type} guests={guests} seatReservation={props.draft.seatReservation} />
      )}
    </div>
  );
}

export function Suggestions(props: {
  suggestions: ReadonlyArray<{ arrivalDate: string; arrivalTime: string; remainingSeats: number }>;
  onPick(date: string, time: string): void;
  /** A group without seats takes none: the seats free say nothing to it. */
  showSeats?: boolean;
}) {
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
              {props.showSeats !== false && (
                <span className="suggestion__seats">
                  <FormattedMessage id="page.newOrder.suggestionSeats" values={{ seats: s.remainingSeats }} />
                </span>
              )}
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
            waitingList
          />
        </section>
      </div>
    </div>
  );
}

function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}
