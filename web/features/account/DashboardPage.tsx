// The client's control panel: a greeting and the four ways on (docs/product.md § Client area), with the
// counts of active and finished reservations; creating one is explained rather than offered to accounts
// that may not book yet (pending approval, e-mail not verified).
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useMay } from '../../auth/abilities.ts';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import './DashboardPage.css';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';

const query = graphql`
  query DashboardPageQuery {
    viewer {
      client {
        name
        status
        emailVerified
        reservationCounts {
          active
          finished
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<DashboardPageQuery>('user.dashboard', query, {}) };
}

function TileIcon(props: { children: ReactNode }) {
  return (
    <svg className="tile__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
      {props.children}
    </svg>
  );
}

const tileText = defineMessages({
  newReservation: { id: 'page.dashboard.newOrder' },
  newReservationText: { id: 'page.dashboard.newOrderText' },
  orders: { id: 'page.dashboard.orders' },
  reservationsText: { id: 'page.dashboard.ordersText' },
  profile: { id: 'page.dashboard.profile' },
  profileText: { id: 'page.dashboard.profileText' },
  info: { id: 'page.dashboard.info' },
  infoText: { id: 'page.dashboard.infoText' },
});

const TILES = [
  {
    to: '/user/orders/new',
    title: tileText.newReservation,
    text: tileText.newReservationText,
    icon: <path d="M12 5v14M5 12h14" />,
  },
  {
    to: '/user/orders/current',
    title: tileText.orders,
    text: tileText.reservationsText,
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="2" />
        <path d="M8 9h8M8 13h8M8 17h5" />
      </>
    ),
  },
  {
    to: '/user/profile',
    title: tileText.profile,
    text: tileText.profileText,
    icon: (
      <>
        <circle cx="12" cy="8" r="3.5" />
        <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
      </>
    ),
  },
  {
    to: '/user/info',
    title: tileText.info,
    text: tileText.infoText,
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 11v5.5M12 7.6v.1" />
      </>
    ),
  },
] as const;

interface TilesProps {
  /** Blocked accounts: every tile is shown but none leads anywhere (docs/product.md § Account states). */
  disabled: boolean;
  /** Why creating a reservation is not possible yet (null: it is). */
  createBlocked: 'pending' | 'unverified' | null;
  counts: { active: number; finished: number } | null;
  /** The member's role books: the new-reservation tile is theirs only. */
  mayBook: boolean;
}

function Tiles(props: TilesProps) {
  return (
    <ul className="tiles">
      {TILES.filter((tile) => props.mayBook || tile.to !== '/user/orders/new').map((tile) => {
        const isCreate = tile.to === '/user/orders/new';
        const blocked = props.disabled || (isCreate && props.createBlocked !== null);
        const content = (
          <>
            <TileIcon>{tile.icon}</TileIcon>
            <span className="tile__title">
              <FormattedMessage {...tile.title} />
            </span>
            <span className="tile__text">
              <FormattedMessage {...tile.text} />
            </span>
            {tile.to === '/user/orders/current' && props.counts && (
              <span className="tile__counts">
                <span className="tile__count tile__count--active">
                  <FormattedMessage id="page.dashboard.activeCount" values={{ count: props.counts.active }} />
                </span>
                <span className="tile__count">
                  <FormattedMessage id="page.dashboard.finishedCount" values={{ count: props.counts.finished }} />
                </span>
              </span>
            )}
            {isCreate && !props.disabled && props.createBlocked && (
              <span className="tile__why">
                {props.createBlocked === 'pending' ? (
                  <FormattedMessage id="page.dashboard.createPending" />
                ) : (
                  <FormattedMessage id="page.dashboard.createUnverified" />
                )}
              </span>
            )}
          </>
        );
        return (
          <li key={tile.to}>
            {blocked ? (
              <div className="tile tile--disabled" aria-disabled="true">
                {content}
              </div>
            ) : (
              <Link to={tile.to} className="tile">
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<DashboardPageQuery> }>();
  const data = usePageQuery<DashboardPageQuery>(query, ref);
  const client = data.viewer.client;
  const mayBook = useMay('book');
  return (
    <Page
      title={titles.dashboard}
      lead={client ? <FormattedMessage id="page.dashboard.welcome" values={{ name: client.name }} /> : undefined}
    >
      <Tiles
        disabled={client?.status === 'BLOCKED'}
        createBlocked={!client ? null : !client.emailVerified ? 'unverified' : client.status !== 'APPROVED' ? 'pending' : null}
        counts={client?.reservationCounts ?? null}
        mayBook={mayBook}
      />
    </Page>
  );
}
