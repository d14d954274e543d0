// A reservation's timeline (docs/product.md § Reservation statuses): the five steps, where this
// reservation is, when it got to each step and the notes the staff gave, plus the staff's edits of the
// details. The mapping from status and history to steps is timeline.ts.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { statusDescription, statusText } from './messages.ts';
import { timeline, type HistoryEvent, type ReservationStatus, type StepState } from './timeline.ts';
import { RESTAURANT_TIME_ZONE } from '../../../graph/domain/local-time.ts';
import './Timeline.css';
import type { Timeline_reservation$key } from './__generated__/Timeline_reservation.graphql';

const fragment = graphql`
  fragment Timeline_reservation on Reservation {
    orderNumber
    status
    history {
      kind
      fromStatus
      toStatus
      note
      at
      changes {
        field
      }
    }
  }
`;

const stateText = defineMessages({
  done: { id: 'reservation.timeline.state.done' },
  current: { id: 'reservation.timeline.state.current' },
  upcoming: { id: 'reservation.timeline.state.upcoming' },
  skipped: { id: 'reservation.timeline.state.skipped' },
  notReached: { id: 'reservation.timeline.state.notReached' },
  alternative: { id: 'reservation.timeline.state.alternative' },
});

const changeText = defineMessages({
  type: { id: 'reservation.change.type' },
  arrivalAt: { id: 'reservation.change.arrivalAt' },
  guests: { id: 'reservation.change.guests' },
  seatReservation: { id: 'reservation.change.seatReservation' },
  responsibleFirstName: { id: 'reservation.change.responsibleFirstName' },
  responsibleLastName: { id: 'reservation.change.responsibleLastName' },
  wishes: { id: 'reservation.change.wishes' },
  mealDishes: { id: 'meals.history.mealDishes' },
  mealVegetarian: { id: 'meals.history.mealVegetarian' },
  mealVegan: { id: 'meals.history.mealVegan' },
  mealAllergies: { id: 'meals.history.mealAllergies' },
  mealCrew: { id: 'meals.history.mealCrew' },
  other: { id: 'reservation.change.other' },
});

/** Date and time in Ljubljana, 24-hour, as every time of a reservation is shown. */
export function useLjubljanaDateTime() {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(iso, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: RESTAURANT_TIME_ZONE,
    });
}

function Marker(props: { state: StepState; status: ReservationStatus }) {
  const symbol =
    props.state === 'done' ? '✓' : props.state === 'current' ? (props.status === 'DELETED' ? '×' : props.status === 'FINISHED' ? '✓' : '●') : '';
  return (
    <span className="timeline__marker" aria-hidden="true">
      {symbol}
    </span>
  );
}

export function Timeline(props: { id: string; reservation: Timeline_reservation$key }) {
  const intl = useIntl();
  const when = useLjubljanaDateTime();
  const r = useFragment(fragment, props.reservation);
  const history: HistoryEvent[] = r.history.map((e) => ({
    kind: e.kind,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    note: e.note ?? null,
    at: e.at,
    changes: e.changes.map((c) => ({ field: c.field })),
  }));
  const { steps, edits } = timeline(r.status as ReservationStatus, history);
  return (
    <div className="timeline" id={props.id}>
      <ol className="timeline__steps" aria-label={intl.formatMessage({ id: 'reservation.timeline.label' }, { orderNumber: r.orderNumber })}>
        {steps.map((step) => (
          <li
            key={step.status}
            className={`timeline__step is-${step.state} timeline__step--${step.status.toLowerCase()}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <Marker state={step.state} status={step.status} />
            <div className="timeline__body">
              <p className="timeline__name">
                <FormattedMessage {...statusText[step.status]} />
                <span className="timeline__state">
                  {'· '}
                  <FormattedMessage {...stateText[step.state]} />
                </span>
              </p>
              <p className="timeline__desc">
                <FormattedMessage {...statusDescription[step.status]} />
              </p>
              {step.at && (
                <p className="timeline__time">
                  <time dateTime={step.at}>{when(step.at)}</time>
                </p>
              )}
              {step.notes.map((note, i) => (
                <blockquote key={i} className="timeline__note">
                  <span className="timeline__note-label">
                    <FormattedMessage id="reservation.staffNote" />
                  </span>{' '}
                  {note}
                </blockquote>
              ))}
            </div>
          </li>
        ))}
      </ol>
      {edits.length > 0 && (
        <div className="timeline__edits">
          <h4 className="timeline__edits-title">
            <FormattedMessage id="reservation.timeline.edits" />
          </h4>
          <ul>
            {edits.map((edit) => (
              <li key={edit.at}>
                <time dateTime={edit.at}>{when(edit.at)}</time>
                {': '}
                {edit.fields
                  .map((field) => intl.formatMessage(changeText[field as keyof typeof changeText] ?? changeText.other))
                  .join(', ')}
                {edit.note && <blockquote className="timeline__note">{edit.note}</blockquote>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
