// The staff home page: what waits for a decision, today's and tomorrow's arrivals and the coming
// days' load (web/features/reservations/HomeOverview.tsx), live while it is open. The manager also sees
// when the database was last backed up (web/features/backups).
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { HomeOverview } from './HomeOverview.tsx';
import { BackupStatus } from '../backups/BackupStatus.tsx';
import { dateForFormatting } from './time.ts';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { AdminHomePageQuery } from './__generated__/AdminHomePageQuery.graphql';

const query = graphql`
  query AdminHomePageQuery($isManager: Boolean!) {
    viewer {
      staff {
        firstName
      }
    }
    staffOverview {
      today
    }
    ...HomeOverview_query
    ...BackupStatus_query @include(if: $isManager) @alias(as: "backups")
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  const status = await guard(request);
  // Backups are the manager's concern; other staff do not ask (they may not).
  const isManager = status.kind === 'admin' && status.admin.isManager;
  return { query: preloadQuery<AdminHomePageQuery>('admin.home', query, { isManager }) };
}

export function Component() {
  const intl = useIntl();
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<AdminHomePageQuery> }>();
  const data = usePageQuery<AdminHomePageQuery>(query, ref);
  const staff = data.viewer.staff;
  const today = intl.formatDate(dateForFormatting(data.staffOverview.today), { timeZone: 'UTC', dateStyle: 'full' });
  return (
    <Page
      title={titles.adminHome}
      lead={
        staff ? (
          staff.firstName ? (
            <FormattedMessage id="orders.home.lead" values={{ name: staff.firstName, today }} />
          ) : (
            <FormattedMessage id="orders.home.leadUnnamed" values={{ today }} />
          )
        ) : (
          today
        )
      }
    >
      <p className="home-actions">
        <Link className="btn btn--primary" to="/adminis/orders/new">
          <span aria-hidden="true">☎ </span>
          <FormattedMessage id="orders.home.phoneBooking" />
        </Link>
      </p>
      {data.backups && <BackupStatus query={data.backups} show="warning" />}
      <HomeOverview query={data} />
      {data.backups && <BackupStatus query={data.backups} show="line" />}
    </Page>
  );
}
