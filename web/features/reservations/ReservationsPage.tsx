// The four staff order lists share one page: the view is fixed per route (all, pending, current,
// history), the filters come from the URL. The loader starts the query on entering the page; while
// the page stays open, filter changes are refetched by the list itself (usePaginationFragment), so
// the loader hands back the same query reference instead of starting a second request.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { filterKey, parseFilter, toGraphQL, type View } from './filters.ts';
import { viewLead, viewTitle } from './messages.ts';
import { ReservationsList, PAGE_SIZE } from './ReservationsList.tsx';
import { syncClock } from './time.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { ReservationsPageQuery } from './__generated__/ReservationsPageQuery.graphql';

const query = graphql`
  query ReservationsPageQuery($view: ReservationView!, $filter: ReservationFilter, $count: Int) {
    reservationRules {
      now
    }
    ...ReservationsList_query @arguments(view: $view, filter: $filter, count: $count)
  }
`;

interface LoaderData {
  query: PreloadedQuery<ReservationsPageQuery>;
  loadedKey: string;
}

const loaded = new Map<View, { ref: PreloadedQuery<ReservationsPageQuery>; key: string }>();
const mounted = new Map<View, number>();

export function reservationsPage(view: View) {
  async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
    await guard(request);
    const existing = loaded.get(view);
    // The page is open and only its search changed: the list refetches by itself.
    if (existing && !existing.ref.isDisposed && (mounted.get(view) ?? 0) > 0) return { query: existing.ref, loadedKey: existing.key };
    const filter = parseFilter(new URL(request.url).searchParams, view);
    const key = filterKey(filter);
    const ref = preloadQuery<ReservationsPageQuery>(`admin.orders.${view}`, query, { view, filter: toGraphQL(filter), count: PAGE_SIZE });
    loaded.set(view, { ref, key });
    return { query: ref, loadedKey: key };
  }

  function Component() {
    const { query: ref, loadedKey } = useLoaderData<LoaderData>();
    const data = usePageQuery<ReservationsPageQuery>(query, ref);
    syncClock(data.reservationRules.now);
    useEffect(() => {
      mounted.set(view, (mounted.get(view) ?? 0) + 1);
      return () => {
        mounted.set(view, (mounted.get(view) ?? 1) - 1);
      };
    }, []);
    return (
      <Page title={viewTitle[view]} lead={<FormattedMessage {...viewLead[view]} />}>
        <ReservationsList query={data} view={view} loadedKey={loadedKey} />
      </Page>
    );
  }

  return { loader, Component };
}
