// The manager's audit log (/adminis/audit): who did what and when — sign-ins, registrations and
// approvals, reservation changes, the team, the website — newest first, grouped by Slovenian day,
// filtered by who, what, when and about what. The filters live in the URL (auditFilters.ts): the
// loader starts the first page for them; while the page stays open, a filter change refetches the
// list in place (no blank page) and "Load more" pages on with the same filter.
import '../../components/empty-state.css';
import '../staff/staff-page.css';
import './audit-log.css';
import { Fragment, useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { useNow } from '../../components/useNow.ts';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { dateForFormatting, localDate } from '../reservations/time.ts';
import { AuditEntryRow } from './AuditEntryRow.tsx';
import { AuditFilters } from './AuditFilters.tsx';
import { AUDIT_LOG_PAGE, auditFilterKey, isAuditFiltered, parseAuditFilter, toGraphQL, writeAuditFilter, type AuditFilter } from './auditFilters.ts';
import type { AuditLogPageQuery } from './__generated__/AuditLogPageQuery.graphql';
import type { AuditLogPage_list$key } from './__generated__/AuditLogPage_list.graphql';
import type { AuditLogPageListQuery } from './__generated__/AuditLogPageListQuery.graphql';

const query = graphql`
  query AuditLogPageQuery($filter: AuditLogFilter, $count: Int!) {
    staffMembers(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
    ...AuditLogPage_list @arguments(filter: $filter, count: $count)
  }
`;

interface LoaderData {
  query: PreloadedQuery<AuditLogPageQuery>;
  loadedKey: string;
}

let loaded: { ref: PreloadedQuery<AuditLogPageQuery>; key: string } | null = null;
let mounted = 0;

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  await guard(request);
  // The page is open and only its search changed: the list refetches by itself.
  if (loaded && !loaded.ref.isDisposed && mounted > 0) return { query: loaded.ref, loadedKey: loaded.key };
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const key = auditFilterKey(filter);
  const ref = preloadQuery<AuditLogPageQuery>('admin.audit', query, { filter: toGraphQL(filter), count: AUDIT_LOG_PAGE });
  loaded = { ref, key };
  return { query: ref, loadedKey: key };
}

export function Component() {
  const { query: ref, loadedKey } = useLoaderData<LoaderData>();
  const data = usePageQuery<AuditLogPageQuery>(query, ref);
  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
    };
  }, []);
  const staff = data.staffMembers.edges.map(({ node }) => ({ id: node.id, name: node.name }));
  return (
    <Page title={titles.auditLog} lead={<FormattedMessage id="audit.lead" />}>
      <AuditLog list={data} staff={staff} loadedKey={loadedKey} />
    </Page>
  );
}

function AuditLog(props: { list: AuditLogPage_list$key; staff: ReadonlyArray<{ id: string; name: string }>; loadedKey: string }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AuditLogPageListQuery, AuditLogPage_list$key>(
    graphql`
      fragment AuditLogPage_list on Query
      @refetchable(queryName: "AuditLogPageListQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, filter: { type: "AuditLogFilter" }) {
        auditLog(first: $count, after: $cursor, filter: $filter) @connection(key: "AuditLogPage_auditLog", filters: ["filter"]) {
          edges {
            node {
              id
              createdAt
              ...AuditEntryRow_entry
            }
          }
        }
      }
    `,
    props.list,
  );
  const [params, setParams] = useSearchParams();
  const parsed = parseAuditFilter(params);
  const key = auditFilterKey(parsed);
  // One object per distinct filter: a new URL with the same filter keeps it.
  const [stable, setStable] = useState(parsed);
  const same = JSON.stringify(stable) === JSON.stringify(parsed);
  if (!same) setStable(parsed);
  const filter = same ? stable : parsed;
  const [isRefetching, startRefetch] = useTransition();
  const today = localDate(useNow(60_000));

  const fetchedKey = useRef(props.loadedKey);
  useEffect(() => {
    if (fetchedKey.current === key) return;
    fetchedKey.current = key;
    startRefetch(() => {
      refetch({ filter: toGraphQL(filter) }, { fetchPolicy: 'store-and-network' });
    });
  }, [key, filter, refetch]);

  // Each change applies to the last one asked for, not to the URL: a navigation lands only after the
  // area's loaders, so two quick changes (from, then to) would otherwise undo each other.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === params.toString()) asked.current = null;
  }, [params]);
  const setFilter = (patch: Partial<AuditFilter>) => {
    const current = new URLSearchParams(asked.current ?? params.toString());
    const next = writeAuditFilter(current, { ...parseAuditFilter(current), ...patch });
    asked.current = next.toString();
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const edges = data.auditLog.edges;

  // Grouped by the Slovenian day each entry happened on (the list is newest first).
  const days: Array<{ day: string; entries: typeof edges }> = [];
  for (const edge of edges) {
    const day = localDate(edge.node.createdAt);
    const last = days.at(-1);
    if (last && last.day === day) last.entries = [...last.entries, edge];
    else days.push({ day, entries: [edge] });
  }

  return (
    <>
      <AuditFilters filter={filter} staff={props.staff} today={today} onChange={setFilter} />
      <div className={`audit-log${isRefetching ? ' is-stale' : ''}`} aria-busy={isRefetching}>
        {edges.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">
              <FormattedMessage id={isAuditFiltered(filter) ? 'audit.empty' : 'audit.emptyAll'} />
            </p>
          </div>
        ) : (
          days.map(({ day, entries }) => (
            <Fragment key={day}>
              <h2 className="audit-log__day">{intl.formatDate(dateForFormatting(day), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</h2>
              <ul className="audit-log__list">
                {entries.map((edge) => (
                  <AuditEntryRow key={edge.node.id} entry={edge.node} />
                ))}
              </ul>
            </Fragment>
          ))
        )}
        {hasNext ? (
          <button type="button" className="btn btn--ghost audit-log__more" disabled={isLoadingNext} onClick={() => loadNext(AUDIT_LOG_PAGE)}>
            <FormattedMessage id={isLoadingNext ? 'audit.loading' : 'audit.more'} />
          </button>
        ) : (
          edges.length > 0 && (
            <p className="muted audit-log__end">
              <FormattedMessage id="audit.end" />
            </p>
          )
        )}
      </div>
    </>
  );
}
