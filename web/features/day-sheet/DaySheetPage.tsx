// The day sheet (/adminis/day-sheet?date=YYYY-MM-DD): every reservation arriving on a day, by hour,
// for the kitchen and the floor — with the client's message and wishes, the internal notes and
// totals per hour and for the day, as the server computed them (graph/domain/day-sheet.ts). It
// prints on A4 without the staff shell (DaySheet.css) and downloads as CSV (csv.ts).
import { DayWaitingList } from '../waiting-list/DayWaitingList.tsx';
import { ReconfirmationBadge } from '../reconfirm/ReconfirmationBadge.tsx';
import { ArrivalBadge } from '../arrivals/ArrivalBadge.tsx';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import '../../components/empty-state.css';
import { Page } from '../../components/Page.tsx';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { StatusPill, TypeBadge } from '../reservations/Bits.tsx';
import type { Status, StopType } from '../reservations/filters.ts';
import { statusText, typeText } from '../reservations/messages.ts';
import { addDays, dateForFormatting, localDate, now, parseLocalDate, TIME_ZONE } from '../reservations/time.ts';
import { daySheetFileName, toCsv } from './csv.ts';
import { KitchenTotals } from '../meals/KitchenTotals.tsx';
import type { DaySheetPageQuery, DaySheetPageQuery$data } from './__generated__/DaySheetPageQuery.graphql';
import './DaySheet.css';
import { CheckInActions } from '../check-in/CheckInActions.tsx';
import { OutcomeNote } from '../check-in/OutcomeNote.tsx';
import { outcomeMessage } from '../check-in/outcome.ts';

const query = graphql`
  query DaySheetPageQuery($date: String!) {
    daySheet(date: $date) {
      date
      today
      kitchen {
        ...KitchenTotals_day
      }
      totals {
        reservations
        guests
        seats
        longStops
        shortStops
        unconfirmed
      }
      # By room when rooms are managed (empty otherwise): the rows are the hours' rows, by id.
      rooms {
        name
        totals {
          reservations
          guests
          seats
          longStops
          shortStops
          unconfirmed
        }
        reservations {
          id
        }
      }
      hours {
        hour
        label
        totals {
          reservations
          guests
          seats
          longStops
          shortStops
          unconfirmed
        }
        reservations {
          id
          orderNumber
          arrivalLocalTime
          bays
          ...ArrivalBadge_reservation
          type
          guests
          seatReservation
          status
          outcome
          actualGuests
          ...CheckInActions_reservation
          responsibleFirstName
          responsibleLastName
          message
          wishes
          ...ReconfirmationBadge_reservation
          client {
            name
            phone
            staffNotes(first: 5) {
              edges {
                node {
                  id
                  body
                  createdAt
                  author {
                    name
                    firstName
                    lastName
                  }
                }
              }
            }
          }
          staffNotes(first: 10) {
            edges {
              node {
                id
                body
                createdAt
                author {
                  name
                  firstName
                  lastName
                }
              }
            }
          }
        }
      }
    }
  }
`;

type Sheet = DaySheetPageQuery$data['daySheet'];
type Hour = Sheet['hours'][number];
type Row = Hour['reservations'][number];
type Totals = Sheet['totals'];
type Note = NonNullable<Row['staffNotes']>['edges'][number]['node'];

function requestedDate(request: Request): string {
  const asked = new URL(request.url).searchParams.get('date');
  return parseLocalDate(asked) ?? localDate(now());
}

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  const date = requestedDate(request);
  return { date, query: preloadQuery<DaySheetPageQuery>(`admin.daySheet.${date}`, query, { date }) };
}

function authorOf(note: Note): string {
  return [note.author.firstName, note.author.lastName].filter(Boolean).join(' ') || note.author.name;
}

function responsibleOf(row: Row): string {
  return [row.responsibleFirstName, row.responsibleLastName].filter(Boolean).join(' ');
}

function notesOf(row: Row): { reservation: readonly Note[]; client: readonly Note[] } {
  return {
    reservation: row.staffNotes?.edges.map((e) => e.node) ?? [],
    client: row.client.staffNotes?.edges.map((e) => e.node) ?? [],
  };
}

export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { query: ref } = useLoaderData<{ date: string; query: PreloadedQuery<DaySheetPageQuery> }>();
  const sheet = usePageQuery<DaySheetPageQuery>(query, ref).daySheet;
  const go = (date: string) => void navigate(`?date=${date}`, { preventScrollReset: true });
  const dateText = intl.formatDate(dateForFormatting(sheet.date), { timeZone: 'UTC', dateStyle: 'full' });

  return (
    <Page title={titles.daySheet} lead={<span className="day-sheet__date">{dateText}</span>}>
      <div className="day-sheet" data-testid="day-sheet">
        <div className="day-sheet__toolbar" role="group" aria-label={intl.formatMessage({ id: 'daysheet.toolbar' })}>
          <div className="day-sheet__nav">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => go(addDays(sheet.date, -1))}>
              <span aria-hidden="true">‹ </span>
              <FormattedMessage id="daysheet.previous" />
            </button>
            <label className="day-sheet__picker">
              <span className="visually-hidden">
                <FormattedMessage id="daysheet.pickDate" />
              </span>
              <input
                type="date"
                className="field__input"
                value={sheet.date}
                onChange={(event) => {
                  const picked = parseLocalDate(event.target.value);
                  if (picked) go(picked);
                }}
              />
            </label>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => go(addDays(sheet.date, 1))}>
              <FormattedMessage id="daysheet.next" />
              <span aria-hidden="true"> ›</span>
            </button>
            <button type="button" className="btn btn--ghost btn--small" disabled={sheet.date === sheet.today} onClick={() => go(sheet.today)}>
              <FormattedMessage id="daysheet.today" />
            </button>
          </div>
          <div className="day-sheet__output">
            <button type="button" className="btn btn--primary btn--small" onClick={() => window.print()}>
              <FormattedMessage id="daysheet.print" />
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => download(sheet, intl)} disabled={sheet.hours.length === 0}>
              <FormattedMessage id="daysheet.csv" />
            </button>
          </div>
        </div>

        <p className="day-sheet__print-title" aria-hidden="true">
          <FormattedMessage id="daysheet.printTitle" values={{ date: dateText }} />
        </p>

        <TotalsSummary totals={sheet.totals} />
        <p className="day-sheet__rule">
          <FormattedMessage id="daysheet.rule" />
        </p>

        {sheet.hours.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">
              <FormattedMessage id="daysheet.empty.title" />
            </p>
            <p className="empty-state__text">
              <FormattedMessage id="daysheet.empty.text" />
            </p>
          </div>
        ) : (
          <SheetGroups sheet={sheet} />
        )}

        <section className="day-sheet__kitchen" aria-labelledby="day-kitchen-title" data-testid="day-sheet-kitchen">
          <h2 id="day-kitchen-title" className="day-totals__title">
            <FormattedMessage id="meals.kitchen.daySheetTitle" />
          </h2>
          <KitchenTotals day={sheet.kitchen} compact />
        </section>

        <DayWaitingList day={sheet.date} />

      </div>
    </Page>
  );
}

function TotalsSummary(props: { totals: Totals }) {
  const t = props.totals;
  const items: Array<[string, number]> = [
    ['reservations', t.reservations],
    ['guests', t.guests],
    ['seats', t.seats],
    ['longStops', t.longStops],
    ['shortStops', t.shortStops],
    ['unconfirmed', t.unconfirmed],
  ];
  return (
    <section className="day-totals" aria-labelledby="day-totals-title">
      <h2 id="day-totals-title" className="day-totals__title">
        <FormattedMessage id="daysheet.totals.day" />
      </h2>
      <dl className="day-totals__grid">
        {items.map(([key, value]) => (
          <div key={key} className={`day-totals__item day-totals__item--${key}${key === 'unconfirmed' && value > 0 ? ' day-totals__item--attention' : ''}`}>
            <dt>
              <TotalLabel name={key} count={value} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TotalLabel(props: { name: string; count: number }) {
  switch (props.name) {
    case 'reservations':
      return <FormattedMessage id="daysheet.total.reservations" values={{ count: props.count }} />;
    case 'guests':
      return <FormattedMessage id="daysheet.total.guests" values={{ count: props.count }} />;
    case 'seats':
      return <FormattedMessage id="daysheet.total.seats" values={{ count: props.count }} />;
    case 'longStops':
      return <FormattedMessage id="daysheet.total.longStops" values={{ count: props.count }} />;
    case 'shortStops':
      return <FormattedMessage id="daysheet.total.shortStops" values={{ count: props.count }} />;
    default:
      return <FormattedMessage id="daysheet.total.unconfirmed" values={{ count: props.count }} />;
  }
}

/** By room when the restaurant manages rooms (each by expected time), else by hour of arrival. */
function SheetGroups(props: { sheet: Sheet }) {
  const intl = useIntl();
  const { sheet } = props;
  if (sheet.rooms.length === 0) {
    return sheet.hours.map((hour) => <GroupSection key={hour.hour} headingId={`day-hour-${hour.hour}`} title={hour.label} totals={hour.totals} rows={hour.reservations} />);
  }
  const rowsById = new Map(sheet.hours.flatMap((hour) => hour.reservations).map((row) => [row.id, row]));
  return sheet.rooms.map((group, index) => (
    <GroupSection
      key={group.name ?? 'none'}
      headingId={`day-room-${index}`}
      title={group.name ?? intl.formatMessage({ id: 'daysheet.noRoom' })}
      totals={group.totals}
      rows={group.reservations.flatMap((r) => rowsById.get(r.id) ?? [])}
    />
  ));
}

function GroupSection(props: { headingId: string; title: string; totals: Totals; rows: readonly Row[] }) {
  const t = props.totals;
  const headingId = props.headingId;
  return (
    <section className="day-hour" aria-labelledby={headingId} data-testid="day-sheet-group">
      <header className="day-hour__header">
        <h2 id={headingId} className="day-hour__title">
          {props.title}
        </h2>
        <p className="day-hour__totals">
          <FormattedMessage
            id="daysheet.hourTotals"
            values={{ reservations: t.reservations, guests: t.guests, seats: t.seats, long: t.longStops, short: t.shortStops }}
          />
        </p>
      </header>
      <table className="day-table">
        <colgroup>
          <col className="day-table__col--time" />
          <col className="day-table__col--who" />
          <col className="day-table__col--stop" />
          <col className="day-table__col--num" />
          <col className="day-table__col--num" />
          <col />
          <col className="day-table__col--status" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="daysheet.col.time" />
            </th>
            <th scope="col">
              <FormattedMessage id="daysheet.col.order" />
            </th>
            <th scope="col">
              <FormattedMessage id="daysheet.col.stop" />
            </th>
            <th scope="col" className="day-table__num">
              <FormattedMessage id="daysheet.col.guests" />
            </th>
            <th scope="col" className="day-table__num">
              <FormattedMessage id="daysheet.col.seats" />
            </th>
            <th scope="col">
              <FormattedMessage id="daysheet.col.details" />
            </th>
            <th scope="col">
              <FormattedMessage id="daysheet.col.status" />
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <ReservationRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ReservationRow(props: { row: Row }) {
  const intl = useIntl();
  const { row } = props;
  const responsible = responsibleOf(row);
  const notes = notesOf(row);
  const when = (iso: string) =>
    intl.formatDate(iso, { day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <tr className={`day-row day-row--${row.status.toLowerCase()}`}>
      <td className="day-row__time" data-label={label('daysheet.col.time')}>
        <span>{row.arrivalLocalTime}</span>
        <ArrivalBadge reservation={row} />
      </td>
      <td className="day-row__who" data-label={label('daysheet.col.order')}>
        <Link className="day-row__order" to={`/adminis/orders/all?open=${row.orderNumber}`}>
          {row.orderNumber}
        </Link>
        <span className="day-row__org">{row.client.name}</span>
        {row.client.phone && (
          <a className="day-row__phone" href={`tel:${row.client.phone.replace(/\s+/g, '')}`}>
            {row.client.phone}
          </a>
        )}
        {row.bays.length > 0 && (
          <span className="day-row__responsible">
            <FormattedMessage id="daysheet.bays" values={{ bays: row.bays.join(', '), count: row.bays.length }} />
          </span>
        )}
        {responsible && (
          <span className="day-row__responsible">
            <FormattedMessage id="daysheet.responsible" values={{ name: responsible }} />
          </span>
        )}
      </td>
      <td data-label={label('daysheet.col.stop')}>
        <TypeBadge type={row.type as StopType} />
      </td>
      <td className="day-table__num day-row__guests" data-label={label('daysheet.col.guests')}>
        <span>{row.guests}</span>
      </td>
      <td className="day-table__num" data-label={label('daysheet.col.seats')}>
        <span>{row.seatReservation ? row.guests : '–'}</span>
      </td>
      <td className="day-row__details" data-label={label('daysheet.col.details')}>
        {row.message && (
          <p className="day-row__text">
            <strong>
              <FormattedMessage id="daysheet.message" />
            </strong>{' '}
            {row.message}
          </p>
        )}
        {row.wishes && (
          <p className="day-row__text">
            <strong>
              <FormattedMessage id="daysheet.wishes" />
            </strong>{' '}
            {row.wishes}
          </p>
        )}
        {[...notes.reservation.map((n) => ({ note: n, client: false })), ...notes.client.map((n) => ({ note: n, client: true }))].map(({ note, client }) => (
          <p key={note.id} className="day-row__note">
            <strong>
              <FormattedMessage id={client ? 'daysheet.clientNote' : 'daysheet.note'} />
            </strong>{' '}
            {note.body}{' '}
            <span className="day-row__note-by">
              — {authorOf(note)}, {when(note.createdAt)}
            </span>
          </p>
        ))}
        {!row.message && !row.wishes && notes.reservation.length === 0 && notes.client.length === 0 && <span className="muted">—</span>}
      </td>
      <td className="day-row__status" data-label={label('daysheet.col.status')}>
        <div className="day-row__status-body">
          <StatusPill status={row.status as Status} />
          <ReconfirmationBadge reservation={row} />
          <OutcomeNote audience="staff" outcome={row.outcome} actualGuests={row.actualGuests} guests={row.guests} />
          <CheckInActions reservation={row} compact />
        </div>
      </td>
    </tr>
  );
}

/** How a closed reservation ended, as the row's note says it ("Arrived with 35 of 36 guests"); empty while open. */
function outcomeText(row: { outcome: string | null | undefined; actualGuests: number | null | undefined; guests: number }, intl: IntlShape): string | null {
  const message = outcomeMessage(row, 'staff');
  return message ? intl.formatMessage(message.descriptor, message.values) : null;
}

/** The sheet as a CSV file: one line per reservation, the day's and each hour's totals at the end. */
export function daySheetCsvRows(sheet: Sheet, intl: IntlShape): Array<Array<string | number | null | undefined>> {
  const t = (id: string) => intl.formatMessage({ id });
  const header = [
    t('daysheet.csv.date'),
    t('daysheet.col.time'),
    t('daysheet.col.order'),
    t('daysheet.csv.organisation'),
    t('daysheet.csv.phone'),
    t('daysheet.col.stop'),
    t('daysheet.col.guests'),
    t('daysheet.col.seats'),
    t('daysheet.csv.responsible'),
    t('daysheet.col.status'),
    t('checkin.stats.outcome'),
    t('daysheet.message'),
    t('daysheet.wishes'),
    t('daysheet.note'),
    t('daysheet.clientNote'),
  ];
  const noteText = (notes: readonly Note[]) => notes.map((n) => `${n.body} (${authorOf(n)}, ${localDate(n.createdAt)})`).join('\n');
  const rows = sheet.hours.flatMap((hour) =>
    hour.reservations.map((row) => {
      const notes = notesOf(row);
      return [
        sheet.date,
        row.arrivalLocalTime,
        row.orderNumber,
        row.client.name,
        row.client.phone,
        intl.formatMessage(typeText[row.type as StopType]),
        row.guests,
        row.seatReservation ? row.guests : 0,
        responsibleOf(row),
        intl.formatMessage(statusText[row.status as Status]),
        outcomeText(row, intl),
        row.message,
        row.wishes,
        noteText(notes.reservation),
        noteText(notes.client),
      ];
    }),
  );
  const totalsRow = (label: string, totals: Totals) => [label, null, totals.reservations, null, null, `${totals.longStops} / ${totals.shortStops}`, totals.guests, totals.seats];
  return [
    header,
    ...rows,
    [],
    [t('daysheet.csv.totalsHeader'), null, t('daysheet.csv.reservations'), null, null, t('daysheet.csv.longShort'), t('daysheet.col.guests'), t('daysheet.col.seats')],
    ...sheet.hours.map((hour) => totalsRow(hour.label, hour.totals)),
    totalsRow(t('daysheet.totals.day'), sheet.totals),
  ];
}

function download(sheet: Sheet, intl: IntlShape) {
  const blob = new Blob([toCsv(daySheetCsvRows(sheet, intl))], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = daySheetFileName(sheet.date);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
