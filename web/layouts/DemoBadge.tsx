import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import { usePageQuery } from '../relay/preload.ts';
import { rootQuery } from '../components/rootQuery.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import type { rootQuery as RootQuery } from '../components/__generated__/rootQuery.graphql';
import type { DemoBadge_query$key } from './__generated__/DemoBadge_query.graphql';

const fragment = graphql`
  fragment DemoBadge_query on Query {
    site {
      demo
    }
  }
`;

function Badge(props: { queryRef: PreloadedQuery<RootQuery> }) {
  const data = usePageQuery<RootQuery>(rootQuery, props.queryRef);
  const { site } = useFragment<DemoBadge_query$key>(fragment, data);
  if (!site.demo) return null;
  return (
    <span className="badge badge--accent demo-badge" data-demo-badge="">
      <FormattedMessage id="demo.badge" />
      <span className="visually-hidden">
        {' '}
        <FormattedMessage id="demo.explanation" />
      </span>
    </span>
  );
}

/**
 * A small "Demo data" badge in the header when the app serves the made-up restaurant of `npm run
 * demo` (the root query's `site.demo`); nothing otherwise, nor while it loads or if it fails.
 */
export function DemoBadge(props: { queryRef: PreloadedQuery<RootQuery> | null }) {
  if (!props.queryRef) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Badge queryRef={props.queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
