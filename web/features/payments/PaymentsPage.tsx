// The staff's Payments page (/adminis/payments): what clients owe by age, for everyone; for the
// manager also the bank statement import, the money received that is still to match (with the
// server's suggestions), and the latest payments with their matches, each of which can be undone.
import '../staff/staff-page.css';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { titles } from '../../i18n/messages.ts';
import { ImportStatement } from './ImportStatement.tsx';
import { PaymentRow } from './PaymentRow.tsx';
import { ReceivablesAgeing } from './ReceivablesAgeing.tsx';
import type { PaymentsPageQuery } from './__generated__/PaymentsPageQuery.graphql';
import '../../components/forms/forms.css';
import './payments.css';

const query = graphql`
  query PaymentsPageQuery($isManager: Boolean!) {
    ...ReceivablesAgeing_query
    unmatched: payments(unmatchedOnly: true, first: 50) @include(if: $isManager) {
      edges {
        node {
          id
          ...PaymentRow_payment
        }
      }
    }
    recent: payments(first: 30) @include(if: $isManager) {
      edges {
        node {
          id
          ...PaymentRow_payment
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  const status = await guard(request);
  // Matching and imports are the manager's; other staff see what is owed.
  return { isManager: status.kind === 'admin' && status.admin.isManager };
}

export function Component() {
  const { isManager } = useLoaderData<{ isManager: boolean }>();
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((k) => k + 1);
  const data = useLazyLoadQuery<PaymentsPageQuery>(query, { isManager }, { fetchPolicy: 'store-and-network', fetchKey });
  return (
    <Page title={titles.payments} lead={<FormattedMessage id="payments.page.lead" />}>
      <div className="pay-section">
        <ReceivablesAgeing query={data} />
        {isManager && (
          <>
            <ImportStatement onImported={refresh} />
            <section className="card pay-section" aria-labelledby="unmatched-title">
              <h2 className="pay-section__title" id="unmatched-title">
                <FormattedMessage id="payments.unmatched.title" />
              </h2>
              {data.unmatched?.edges.length ? (
                <ul className="pay-list">
                  {data.unmatched.edges.map(({ node }) => (
                    <PaymentRow key={node.id} payment={node} onChanged={refresh} />
                  ))}
                </ul>
              ) : (
                <p className="pay-row__meta">
                  <FormattedMessage id="payments.unmatched.none" />
                </p>
              )}
            </section>
            <section className="card pay-section" aria-labelledby="recent-title">
              <h2 className="pay-section__title" id="recent-title">
                <FormattedMessage id="payments.recent.title" />
              </h2>
              {data.recent?.edges.length ? (
                <ul className="pay-list">
                  {data.recent.edges.map(({ node }) => (
                    <PaymentRow key={node.id} payment={node} onChanged={refresh} />
                  ))}
                </ul>
              ) : (
                <p className="pay-row__meta">
                  <FormattedMessage id="payments.recent.none" />
                </p>
              )}
            </section>
          </>
        )}
      </div>
    </Page>
  );
}
