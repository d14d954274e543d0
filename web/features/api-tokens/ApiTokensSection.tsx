// The organisation's API tokens on its profile: for its own systems (a booking system, a back
// office) to read and place its reservations without anyone signing in. Approved accounts only.
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { ApiTokenList } from './ApiTokenList.tsx';
import type { ApiTokensSection_client$key } from './__generated__/ApiTokensSection_client.graphql';

export function ApiTokensSection(props: { client: ApiTokensSection_client$key }) {
  const client = useFragment(
    graphql`
      fragment ApiTokensSection_client on Client {
        status
        emailVerified
        apiTokens(first: 50) @connection(key: "ApiTokensSection_apiTokens") {
          # eslint-disable-next-line relay/unused-fields -- @connection needs its edges where it is declared; ApiTokenList reads them
          edges {
            __typename
          }
          ...ApiTokenList_connection
        }
      }
    `,
    props.client,
  );
  const connection = client.apiTokens;
  if (client.status !== 'APPROVED' || !client.emailVerified || !connection) return null;
  return (
    <section className="card profile__section" aria-labelledby="profile-tokens-title" data-testid="api-tokens">
      <h2 id="profile-tokens-title" className="card__title">
        <FormattedMessage id="tokens.section.title" />
      </h2>
      <p className="card__note">
        <FormattedMessage id="tokens.section.text" values={{ code: (chunks) => <code>{chunks}</code> }} />
      </p>
      <ApiTokenList owner="organisation" connection={connection} />
    </section>
  );
}
