// The root route's query: what the shell shows on every page (the footer's contact details, the
// header's demo badge). Loaded by the root route's loader (web/routes.tsx) and read by the footer
// (Footer_query) and the header (DemoBadge_query). It lives down here, not in the shell, so that a
// feature page can refresh it after an edit without importing the shell.
import { graphql } from 'react-relay/hooks';

export const rootQuery = graphql`
  query rootQuery {
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the footer reads it; features may not import the shell
    ...Footer_query
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the header reads it; features may not import the shell
    ...DemoBadge_query
  }
`;
