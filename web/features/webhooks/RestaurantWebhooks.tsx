// The restaurant's own webhook endpoints, on the manager's API page (/adminis/api-tokens): every
// reservation's events and new and approved clients, for the restaurant's systems.
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { WebhookList } from './WebhookList.tsx';
import type { RestaurantWebhooks_query$key } from './__generated__/RestaurantWebhooks_query.graphql';

export function RestaurantWebhooks(props: { query: RestaurantWebhooks_query$key }) {
  const data = useFragment(
    graphql`
      fragment RestaurantWebhooks_query on Query {
        restaurantWebhookEndpoints(first: 10) @connection(key: "RestaurantWebhooks_restaurantWebhookEndpoints") {
          # eslint-disable-next-line relay/unused-fields -- @connection needs its edges where it is declared; WebhookList reads them
          edges {
            __typename
          }
          ...WebhookList_connection
        }
      }
    `,
    props.query,
  );
  return (
    <section className="webhooks-page" aria-labelledby="restaurant-webhooks-title">
      <h2 id="restaurant-webhooks-title">
        <FormattedMessage id="webhooks.page.title" />
      </h2>
      <p className="card__note">
        <FormattedMessage id="webhooks.page.text" />
      </p>
      <WebhookList owner="restaurant" connection={data.restaurantWebhookEndpoints} />
    </section>
  );
}
