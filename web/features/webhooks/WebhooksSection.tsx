// The organisation's webhook endpoints on its profile: addresses its own systems receive signed
// events at when its reservations are made or change. Approved accounts only.
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { WebhookList } from './WebhookList.tsx';
import type { WebhooksSection_client$key } from './__generated__/WebhooksSection_client.graphql';

export function WebhooksSection(props: { client: WebhooksSection_client$key }) {
  const client = useFragment(
    graphql`
      fragment WebhooksSection_client on Client {
        status
        emailVerified
        webhookEndpoints(first: 10) @connection(key: "WebhooksSection_webhookEndpoints") {
          # eslint-disable-next-line relay/unused-fields -- @connection needs its edges where it is declared; WebhookList reads them
          edges {
            __typename
          }
          ...WebhookList_connection
        }
      }
    `,
    props.client,
  );
  const connection = client.webhookEndpoints;
  if (client.status !== 'APPROVED' || !client.emailVerified || !connection) return null;
  return (
    <section className="card profile__section" aria-labelledby="profile-webhooks-title">
      <h2 id="profile-webhooks-title" className="card__title">
        <FormattedMessage id="webhooks.section.title" />
      </h2>
      <p className="card__note">
        <FormattedMessage id="webhooks.section.text" />
      </p>
      <WebhookList owner="organisation" connection={connection} />
    </section>
  );
}
