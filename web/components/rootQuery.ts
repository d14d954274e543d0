// The root route's query: what the shell shows on every page (the footer's contact details).
// Loaded by the root route's loader (web/routes.tsx) and read by the footer.
import { graphql } from 'react-relay/hooks';

export const rootQuery = graphql`
  query rootQuery {
    site {
      contact {
        ...Footer_contact
      }
    }
  }
`;
