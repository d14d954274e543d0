// My reservations (docs/product.md § Client area): the open reservations (created, waiting, scheduled)
// as cards, newest first, each with its timeline; "Show more" pages through them; staff decisions
// arrive live while the page is open. Finished and deleted ones are the order history on /user/info.
// Clients cannot change or cancel a reservation themselves (docs/product.md § Reservation statuses):
// the page says how to reach the staff.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { statusMay } from '../../auth/abilities.ts';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { LiveNoticeAlert, ReservationList, useReservationUpdates } from './ReservationList.tsx';
import { titles } from '../../i18n/messages.ts';
import { MyWaitingList } from '../waiting-list/MyWaitingList.tsx';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { CurrentReservationsPageQuery } from './__generated__/CurrentReservationsPageQuery.graphql';
import '../../components/empty-state.css';
import './CurrentReservationsPage.css';

const query = graphql`
  query CurrentReservationsPageQuery($money: Boolean!) {
    viewer {
      client {
        status
        emailVerified
        reservationCounts {
          finished
        }
        ...ReservationList_client @arguments(status: [CREATED, WAITING, SCHEDULED], money: $money)
      }
    }
    ...MyWaitingList_query
    site {
      contact {
        email
        phone
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  const status = await guard(request);
  return { query: preloadQuery<CurrentReservationsPageQuery>('user.currentOrders', query, { money: statusMay(status, 'money') }) };
}

function EmptyState(props: { canBook: boolean; finished: number }) {
  return (
    <div className="empty-state">
      <svg className="empty-state__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        <rect x="4" y="4" width="16" height="16" rx="2" />
        <path d="M8 9h8M8 13h8M8 17h5" />
      </svg>
      <h2 className="empty-state__title">
        <FormattedMessage id="page.currentOrders.emptyTitle" />
      </h2>
      <p className="empty-state__text">
        <FormattedMessage id="page.currentOrders.emptyText" />
      </p>
      {props.canBook ? (
        <Link to="/user/orders/new" className="btn btn--primary btn--large">
          <FormattedMessage id="page.currentOrders.emptyAction" />
        </Link>
      ) : (
        <p className="empty-state__text">
          <FormattedMessage id="page.currentOrders.emptyNotApproved" />
        </p>
      )}
      {props.finished > 0 && (
        <Link to="/user/info#history">
          <FormattedMessage id="page.currentOrders.toHistory" />
        </Link>
      )}
    </div>
  );
}

export function Component() {
  const intl = useIntl();
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<CurrentReservationsPageQuery> }>();
  const data = usePageQuery<CurrentReservationsPageQuery>(query, ref);
  const [notice, dismiss] = useReservationUpdates();
  const client = data.viewer.client;
  const contact = data.site.contact;
  if (!client) return <Page title={titles.currentReservations} />;
  const canBook = client.status === 'APPROVED' && client.emailVerified;
  return (
    <Page title={titles.currentReservations}>
      <div className="orders-intro">
        <p className="page__lead">
          <FormattedMessage id="page.currentOrders.lead" />{' '}
          <Link to="/user/info#history">
            <FormattedMessage id="page.currentOrders.toHistory" />
          </Link>
        </p>
        <p className="orders-intro__contact">
          <FormattedMessage
            id="page.currentOrders.contactStaff"
            values={{
              phone: <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>,
              email: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
            }}
          />
        </p>
      </div>
      <LiveNoticeAlert
        notice={notice}
        onDismiss={dismiss}
        closedHint={
          <Link to="/user/info#history">
            <FormattedMessage id="page.currentOrders.toHistory" />
          </Link>
        }
      />
      <ReservationList
        client={client}
        label={intl.formatMessage(titles.currentReservations)}
        empty={<EmptyState canBook={canBook} finished={client.reservationCounts.finished} />}
      />
      <MyWaitingList query={data} />
    </Page>
  );
}
