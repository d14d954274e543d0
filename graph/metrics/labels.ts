// Label values for /metrics. Every series costs memory in this process and in Prometheus, so a
// label never takes a value straight from a request: paths become a handful of coarse routes,
// and GraphQL operation names (chosen by whoever sends the query) are checked and capped.

/** At most this many distinct operation names per process; later new names count as "other". */
export const MAX_OPERATION_NAMES = 300;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;
/** Error codes are ours (AppError) or Yoga's and graphql-armor's: upper-case words. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,47}$/;

export function createOperationLabels(max = MAX_OPERATION_NAMES): (name: string | null | undefined) => string {
  const seen = new Set<string>();
  return (name) => {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (seen.has(name)) return name;
    if (seen.size >= max) return 'other';
    seen.add(name);
    return name;
  };
}

export function errorCodeLabel(code: unknown): string {
  if (code === undefined || code === null) return 'NONE';
  return typeof code === 'string' && ERROR_CODE.test(code) ? code : 'OTHER';
}

const REST_ROUTES = new Set([
  '/api/user/getAuthStatus',
  '/api/admin/getAuthStatus',
  '/api/user/refresh',
  '/api/admin/refresh',
  '/api/user/logoutUser',
  '/api/admin/logoutAdmin',
]);

/** The coarse route of a request path, for the HTTP metrics. */
export function routeLabel(pathname: string): string {
  if (pathname === '/graphql') return 'graphql';
  if (pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics') return pathname.slice(1);
  if (REST_ROUTES.has(pathname)) return pathname;
  if (pathname.startsWith('/api/')) return 'api-other';
  if (pathname.startsWith('/calendar/')) return 'calendar';
  if (pathname.startsWith('/invoices/') || pathname.startsWith('/billing/export/')) return 'invoice-documents';
  if (pathname.startsWith('/dev/')) return 'dev';
  if (pathname.startsWith('/assets/')) return 'assets';
  return 'page';
}

export function methodLabel(method: string | undefined): string {
  return method === 'GET' || method === 'POST' || method === 'HEAD' || method === 'OPTIONS' ? method : 'other';
}
