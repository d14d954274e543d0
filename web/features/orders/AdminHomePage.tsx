// The staff home page: what waits for a decision, today's and tomorrow's arrivals and the coming
// days' load (web/features/orders/HomeOverview.tsx), live while it is open.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { HomeOverview } from './HomeOverview.tsx';
import { dateForFormatting } from './time.ts';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { AdminHomePageQuery } from './__generated__/AdminHomePageQuery.graphql';

const query = graphql`
  query AdminHomePageQuery {
    viewer {
      staff {
        firstName
      }
    }
    staffOverview {
      today
    }
    ...HomeOverview_query
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<AdminHomePageQuery>('admin.home', query, {}) };
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
      <HomeOverview query={data} />
    </Page>
  );
}
