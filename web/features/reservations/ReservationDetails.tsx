// Everything about one reservation for the side panel: when and how big, who (with a tap-to-call
// phone), what the client wrote, the last note staff sent, the quoted price, and the full history
// as a timeline (who did what, when, with which note; an edit lists each field's before → after).
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Ago, ArrivalWhen, GuestsCount, SeatsBadge, StatusPill, TypeBadge } from './Bits.tsx';
import './ReservationDetails.css';
import { historyValue } from './changes.ts';
import type { Status, StopType } from './filters.ts';
import { historyField, statusHint, statusText } from './messages.ts';
import { formatTime, parseTime } from './slots.ts';
import { formatCents } from '../../components/money.ts';
import { now, TIME_ZONE, type LocalDate } from './time.ts';
import { useNow } from '../../components/useNow.ts';
import type { ReservationDetails_reservation$data, ReservationDetails_reservation$key } from './__generated__/ReservationDetails_reservation.graphql';
import { WALL_CLOCK } from '../../lib/clock.ts';
import { MealPreorderPanel } from '../meals/MealPreorder.tsx';
import { OutcomeNote } from '../check-in/OutcomeNote.tsx';
import { ReconfirmationBadge } from '../reconfirm/ReconfirmationBadge.tsx';
import { DriverLinkShare } from '../driver-link/DriverLinkShare.tsx';
import { ArrivalSection } from '../arrivals/ArrivalSection.tsx';

const fragment = graphql`
  fragment ReservationDetails_reservation on Reservation {
    id
    type
    guests
    seatReservation
    arrivalDay
    arrivalLocalTime
    durationMinutes
    responsibleFirstName
    responsibleLastName
    message
    wishes
    status
    outcome
    actualGuests
    checkedInAt
    checkedInBy {
      name
      firstName
      lastName
    }
    staffNote
    quotedPriceCents
    currency
    # The server's estimate: guests, priced dishes and crew meals (graph/domain/meals.ts).
    priceEstimate {
      totalCents
    }
    createdAt
    updatedAt
    bookedByPerson {
      name
      former
      staff
    }
    ...MealPreorder_reservation
    ...ReconfirmationBadge_reservation
    ...DriverLinkShare_reservation
    ...ArrivalSection_reservation
    client {
      id
      name
      firstName
      lastName
      email
      phone
      contactInfo
      language
      status
    }
    history {
      kind
      fromStatus
      toStatus
      changes {
        field
        from
        to
      }
      note
      actorKind
      overrides
      overrideReason
      outcome
      actualGuests
      at
      staff {
        id
        name
        firstName
        lastName
      }
      actorPerson {
        name
        former
      }
    }
  }
`;

type HistoryEntry = ReservationDetails_reservation$data['history'][number];

/** The booking rules staff can set aside, as the history names them. */
const overrideText = defineMessages({
  leadTime: { id: 'orders.history.overrideLeadTime' },
  horizon: { id: 'orders.history.overrideHorizon' },
  pacing: { id: 'orders.history.overridePacing' },
});

const OVERRIDE_TEXT = { LEAD_TIME: 'leadTime', HORIZON: 'horizon', PACING: 'pacing' } as const;

function Fact(props: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`order-fact${props.wide ? ' order-fact--wide' : ''}`}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/** A member of staff as colleagues know them: first and last name, else the account name. */
export function staffName(staff: { name: string; firstName?: string | null; lastName?: string | null } | null | undefined): string | null {
  if (!staff) return null;
  return [staff.firstName, staff.lastName].filter(Boolean).join(' ') || staff.name;
}

function ChangeValue(props: { field: string; value: string | null | undefined }) {
  const intl = useIntl();
  const value = historyValue(props.field, props.value);
  switch (value.kind) {
    case 'empty':
      return (
        <em className="order-history__empty">
          <FormattedMessage id="orders.history.empty" />
        </em>
      );
    case 'instant':
      return <>{intl.formatDate(value.value, { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}</>;
    case 'boolean':
      return <FormattedMessage id={value.value ? 'orders.seats.yes' : 'orders.seats.no'} />;
    case 'number':
      return <>{value.value}</>;
    case 'stopType':
      return <FormattedMessage id={value.value === 'SHORT_STOP' ? 'orders.type.short' : 'orders.type.long'} />;
    default:
      return <>{value.value}</>;
  }
}

function HistoryItem(props: { entry: HistoryEntry; mine: boolean; guests: number }) {
  const intl = useIntl();
  const { entry } = props;
  const who = entry.actorKind === 'STAFF' ? (props.mine ? intl.formatMessage({ id: 'orders.history.you' }) : staffName(entry.staff) ?? intl.formatMessage({ id: 'orders.history.staff' })) : null;
  const to = entry.toStatus as Status | null;
  return (
    <li className={`order-history__item order-history__item--${(to ?? (entry.kind === 'EDITED' || entry.kind === 'RECONFIRMED' || entry.kind === 'DRIVER_REPORT' ? 'edited' : 'created')).toLowerCase()}`}>
      <span className="order-history__marker" aria-hidden="true" />
      <div className="order-history__body">
        <p className="order-history__what">
          {entry.kind === 'CREATED' ? (
            <FormattedMessage id={entry.actorKind === 'STAFF' ? 'orders.history.createdByStaff' : 'orders.history.created'} />
          ) : entry.kind === 'EDITED' ? (
            <FormattedMessage id="orders.history.edited" />
          ) : entry.kind === 'RECONFIRMED' ? (
            <FormattedMessage id="reconfirm.history.reconfirmed" />
          ) : entry.kind === 'DRIVER_REPORT' ? (
            <FormattedMessage id="driverLink.history.reported" />
          ) : (
            <FormattedMessage
              id="orders.history.moved"
              values={{
                from: entry.fromStatus ? intl.formatMessage(statusText[entry.fromStatus as Status]) : '—',
                to: to ? intl.formatMessage(statusText[to]) : '—',
              }}
            />
          )}
        </p>
        {entry.outcome && <OutcomeNote audience="staff" outcome={entry.outcome} actualGuests={entry.actualGuests} guests={props.guests} className="order-history__outcome" />}
        <p className="order-history__meta">
          <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK })}</time>
          {who && <> · {who}</>}
          {entry.actorKind === 'CLIENT' && (
            <>
              {' · '}
              {entry.actorPerson?.former ? (
                <FormattedMessage id="orders.history.formerMember" />
              ) : entry.actorPerson?.name ? (
                <FormattedMessage id="orders.history.member" values={{ name: entry.actorPerson.name }} />
              ) : (
                <FormattedMessage id="orders.history.client" />
              )}
            </>
          )}
          {entry.actorKind === 'SYSTEM' && (
            <>
              {' · '}
              <FormattedMessage id="orders.history.system" />
            </>
          )}
        </p>
        {entry.changes.length > 0 && (
          <ul className="order-history__changes">
            {entry.changes.map((change) => (
              <li key={change.field}>
                <span className="order-history__field">
                  <FormattedMessage {...historyField(change.field)} />
                </span>{' '}
                <span className="order-history__from">
                  <ChangeValue field={change.field} value={change.from} />
                </span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage id="orders.history.to" />{' '}
                </span>
                <span className="order-history__to">
                  <ChangeValue field={change.field} value={change.to} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {entry.overrides.length > 0 && (
          <p className="order-history__override">
            <FormattedMessage
              id="orders.history.overrides"
              values={{
                rules: intl.formatList(entry.overrides.map((o) => intl.formatMessage(overrideText[OVERRIDE_TEXT[o as keyof typeof OVERRIDE_TEXT] ?? 'leadTime']))),
                reason: entry.overrideReason ?? '—',
              }}
            />
          </p>
        )}
        {entry.note && <blockquote className="order-history__note">{entry.note}</blockquote>}
      </div>
    </li>
  );
}

export function ReservationTimeline(props: { history: readonly HistoryEntry[]; viewerId: string | null; guests: number }) {
  return (
    <ol className="order-history">
      {props.history.map((entry, index) => (
        <HistoryItem key={`${entry.at}-${index}`} entry={entry} guests={props.guests} mine={!!props.viewerId && entry.staff?.id === props.viewerId} />
      ))}
    </ol>
  );
}


export function ReservationDetails(props: {
  reservation: ReservationDetails_reservation$key;
  today: LocalDate;
  viewerId: string | null;
  actions?: ReactNode;
  notice?: ReactNode;
  /** The internal notes, read next to what the client wrote. */
  notes?: ReactNode;
}) {
  const intl = useIntl();
  const r = useFragment(fragment, props.reservation);
  const nowDate = useNow(30_000, now);
  const org = r.client;
  const contact = [org.firstName, org.lastName].filter(Boolean).join(' ');
  const responsible = [r.responsibleFirstName, r.responsibleLastName].filter(Boolean).join(' ');
  const start = parseTime(r.arrivalLocalTime);
  const until = start !== null ? formatTime(Math.min(1440, start + r.durationMinutes)) : null;

  return (
    <div className="order-details">
      <div className="order-details__state">
        <StatusPill status={r.status as Status} large />
        <p className="order-details__hint">
          <FormattedMessage {...statusHint[r.status as Status]} />
        </p>
        <OutcomeNote audience="staff" outcome={r.outcome} actualGuests={r.actualGuests} guests={r.guests} className="order-details__outcome" />
        {r.checkedInAt && (
          <p className="order-details__booked">
            <FormattedMessage
              id="checkin.details.checkedIn"
              values={{ when: intl.formatDate(r.checkedInAt, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK }), name: staffName(r.checkedInBy) ?? '—', outcome: r.outcome ?? 'ARRIVED' }}
            />
          </p>
        )}
        <p className="order-details__booked">
          <FormattedMessage
            id="orders.details.booked"
            values={{
              when: intl.formatDate(r.createdAt, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK }),
              ago: <Ago at={r.createdAt} now={nowDate} />,
            }}
          />
          {r.updatedAt !== r.createdAt && (
            <>
              {' · '}
              <FormattedMessage id="orders.details.changed" values={{ ago: <Ago at={r.updatedAt} now={nowDate} /> }} />
            </>
          )}
        </p>
        {r.bookedByPerson && (
          <p className="order-details__booked order-details__booked-by">
            {r.bookedByPerson.former ? (
              <FormattedMessage id="orders.details.bookedByFormer" />
            ) : r.bookedByPerson.staff ? (
              <FormattedMessage id="orders.details.bookedByStaff" values={{ name: r.bookedByPerson.name ?? '—' }} />
            ) : (
              <FormattedMessage id="orders.details.bookedBy" values={{ name: r.bookedByPerson.name ?? '—' }} />
            )}
          </p>
        )}
      </div>
      {props.notice}
      {props.actions}

      <section className="order-details__section" aria-labelledby={`${r.id}-visit`}>
        <h3 id={`${r.id}-visit`} className="order-details__heading">
          <FormattedMessage id="orders.details.visit" />
        </h3>
        <div className="order-details__when">
          <ArrivalWhen day={r.arrivalDay} time={r.arrivalLocalTime} today={props.today} long />
          {until && (
            <span className="order-details__until">
              <FormattedMessage id="orders.details.until" values={{ time: until }} />
            </span>
          )}
        </div>
        <dl className="order-facts">
          <Fact label={<FormattedMessage id="orders.details.type" />}>
            <TypeBadge type={r.type as StopType} />
          </Fact>
          <Fact label={<FormattedMessage id="orders.details.guests" />}>
            <GuestsCount guests={r.guests} /> <ReconfirmationBadge reservation={r} />
          </Fact>
          <Fact label={<FormattedMessage id="orders.details.seats" />}>
            <SeatsBadge seats={r.seatReservation} />
          </Fact>
          {r.quotedPriceCents !== null && r.quotedPriceCents !== undefined && (
            <Fact label={<FormattedMessage id="orders.details.price" />}>
              <FormattedMessage
                id="orders.details.priceValue"
                values={{ price: formatCents(r.quotedPriceCents, intl.locale, r.currency), total: formatCents(r.priceEstimate.totalCents, intl.locale, r.currency) }}
              />
            </Fact>
          )}
          <Fact label={<FormattedMessage id="orders.details.responsible" />} wide>
            {responsible || (
              <em className="order-details__none">
                <FormattedMessage id="orders.details.noResponsible" />
              </em>
            )}
          </Fact>
        </dl>
      </section>

      <ArrivalSection reservation={r} />

      <MealPreorderPanel reservation={r} staff />
      <DriverLinkShare reservation={r} audience="staff" />

      <section className="order-details__section" aria-labelledby={`${r.id}-org`}>
        <h3 id={`${r.id}-org`} className="order-details__heading">
          <FormattedMessage id="orders.details.organisation" />
        </h3>
        <p className="order-details__org">{org.name}</p>
        <dl className="order-facts">
          {contact && (
            <Fact label={<FormattedMessage id="orders.details.contact" />} wide>
              {contact}
            </Fact>
          )}
          {org.phone && (
            <Fact label={<FormattedMessage id="orders.details.phone" />}>
              <a className="order-details__call" href={`tel:${org.phone.replace(/[^\d+]/g, '')}`}>
                {org.phone}
              </a>
            </Fact>
          )}
          <Fact label={<FormattedMessage id="orders.details.email" />}>
            <a href={`mailto:${org.email}`} className="order-details__email">
              {org.email}
            </a>
          </Fact>
          <Fact label={<FormattedMessage id="orders.details.language" />}>
            <FormattedMessage id={org.language === 'sl' ? 'language.name.sl' : 'language.name.en'} />
          </Fact>
          {org.contactInfo && (
            <Fact label={<FormattedMessage id="orders.details.contactInfo" />} wide>
              {org.contactInfo}
            </Fact>
          )}
        </dl>
      </section>

      {(r.message || r.wishes || r.staffNote) && (
        <section className="order-details__section" aria-labelledby={`${r.id}-notes`}>
          <h3 id={`${r.id}-notes`} className="order-details__heading">
            <FormattedMessage id="orders.details.notes" />
          </h3>
          <dl className="order-facts">
            {r.message && (
              <Fact label={<FormattedMessage id="orders.details.message" />} wide>
                <p className="order-details__text">{r.message}</p>
              </Fact>
            )}
            {r.wishes && (
              <Fact label={<FormattedMessage id="orders.details.wishes" />} wide>
                <p className="order-details__text">{r.wishes}</p>
              </Fact>
            )}
            {r.staffNote && (
              <Fact label={<FormattedMessage id="orders.details.staffNote" />} wide>
                <p className="order-details__text">{r.staffNote}</p>
              </Fact>
            )}
          </dl>
        </section>
      )}

      {props.notes}

      <section className="order-details__section" aria-labelledby={`${r.id}-history`}>
        <h3 id={`${r.id}-history`} className="order-details__heading">
          <FormattedMessage id="orders.details.history" />
        </h3>
        <ReservationTimeline history={r.history} viewerId={props.viewerId} guests={r.guests} />
      </section>
    </div>
  );
}
