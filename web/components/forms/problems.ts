// What went wrong with a request, as the forms need it: the server's `extensions.code`, the field
// problems of `extensions.fields` and the wait of `extensions.retryAfterSeconds` — or NETWORK when
// the server could not be reached at all. Read from the error Relay hands to `onError` (web/relay/
// environment.ts throws a GraphQLRequestError carrying the answer's `errors`).

export interface Problem {
  /** The server's code (VALIDATION, EMAIL_TAKEN, …), NETWORK, or UNKNOWN. */
  code: string;
  /** Field name → FIELD_CODE, from `extensions.fields`. */
  fields: Record<string, string>;
  /** Seconds to wait, for RESEND_TOO_SOON and TOO_MANY_REQUESTS. */
  retryAfterSeconds: number | null;
}

interface ErrorEntry {
  extensions?: Record<string, unknown>;
}

function entriesOf(error: unknown): ErrorEntry[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors.filter((e) => e && typeof e === 'object') as ErrorEntry[]) : [];
}

function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value || typeof value !== 'object') return out;
  for (const [key, code] of Object.entries(value)) if (typeof code === 'string') out[key] = code;
  return out;
}

/** A fetch that never reached the server: browsers reject with a TypeError ("Failed to fetch"). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error as { name?: unknown } | null)?.name === 'TypeError';
}

export function readProblem(error: unknown): Problem {
  const entries = entriesOf(error);
  const withCode = entries.find((entry) => typeof entry.extensions?.code === 'string');
  if (withCode) {
    const ext = withCode.extensions!;
    const fields: Record<string, string> = {};
    for (const entry of entries) Object.assign(fields, stringRecord(entry.extensions?.fields));
    const retry = ext.retryAfterSeconds;
    return {
      code: ext.code as string,
      fields,
      retryAfterSeconds: typeof retry === 'number' && Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : null,
    };
  }
  const codes = (error as { codes?: unknown } | null)?.codes;
  if (Array.isArray(codes) && typeof codes[0] === 'string') return { code: codes[0], fields: {}, retryAfterSeconds: null };
  if (isNetworkFailure(error)) return { code: 'NETWORK', fields: {}, retryAfterSeconds: null };
  return { code: 'UNKNOWN', fields: {}, retryAfterSeconds: null };
}
