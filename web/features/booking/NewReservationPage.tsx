// The 7-step new-reservation wizard (docs/product.md § Client area). The guard lets only
// verified, approved clients in (others go to the dashboard with a notice); the booking rules come
// fresh from the server (its clock decides lead times), the wizard is components/reservations.
import { FormattedMessage } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useMay } from '../../auth/abilities.ts';
import { guard } from '../../auth/runtime.ts';
import { RoleRefusal } from '../../components/MemberRole.tsx';
import { Alert } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { Wizard } from './Wizard.tsx';
import { notices, titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { NewReservationPageQuery } from './__generated__/NewReservationPageQuery.graphql';

const query = graphql`
  query NewReservationPageQuery {
    reservationRules {
      ...Wizard_rules
    }
    viewer {
      client {
        id
        status
        emailVerified
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  // Network-only: the server's clock and today's closed days must be fresh for the lead times.
  return { query: preloadQuery<NewReservationPageQuery>('user.newOrder', query, {}, 'network-only') };
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<NewReservationPageQuery> }>();
  const data = usePageQuery<NewReservationPageQuery>(query, ref);
  const client = data.viewer.client;
  const mayBook = useMay('book');
  if (!mayBook) {
    return (
      <Page title={titles.newReservation}>
        <RoleRefusal ability="book" />
      </Page>
    );
  }
  const allowed = client !== null && client !== undefined && client.status === 'APPROVED' && client.emailVerified;
  return (
    <Page title={titles.newReservation} lead={<FormattedMessage id="page.newOrder.lead" />}>
      {allowed ? (
        <Wizard key={client.id} rules={data.reservationRules} clientId={client.id} />
      ) : (
        // The guard sends these accounts away; this covers a change since the guard asked.
        <Alert tone="warning">
          <FormattedMessage {...(client && !client.emailVerified ? notices.verificationRequired : notices.approvalRequired)} />{' '}
          <Link to="/user/dashboard">
            <FormattedMessage id="page.newOrder.toDashboard" />
          </Link>
        </Alert>
      )}
    </Page>
  );
}
