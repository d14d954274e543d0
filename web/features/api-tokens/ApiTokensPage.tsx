// Every API token, for the manager (/adminis/api-tokens): the organisations' and the restaurant's
// own read-only ones (a kitchen display), with their last use; any can be revoked at once.
import '../staff/staff-page.css';
import { FormattedMessage } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { ApiTokenList } from './ApiTokenList.tsx';
import { RestaurantWebhooks } from '../webhooks/RestaurantWebhooks.tsx';
import type { ApiTokensPageQuery } from './__generated__/ApiTokensPageQuery.graphql';

const query = graphql`
  query ApiTokensPageQuery {
    apiTokens(first: 50) @connection(key: "ApiTokensPage_apiTokens") {
      # eslint-disable-next-line relay/unused-fields -- @connection needs its edges where it is declared; ApiTokenList reads them
      edges {
        __typename
      }
      ...ApiTokenList_connection
    }
    ...RestaurantWebhooks_query
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<ApiTokensPageQuery>('admin.apiTokens', query, {}, 'network-only') };
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<ApiTokensPageQuery> }>();
  const data = usePageQuery<ApiTokensPageQuery>(query, ref);
  return (
    <Page title={titles.apiTokens} lead={<FormattedMessage id="tokens.page.lead" />}>
      <ApiTokenList owner="restaurant" connection={data.apiTokens} showOwner />
      <RestaurantWebhooks query={data} />
    </Page>
  );
}
