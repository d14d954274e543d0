// The Relay environment: queries and mutations over HTTP POST /graphql (same origin, cookies, CSRF
// marker header, the refresh-and-retry interceptor of docs/product.md § Sessions), subscriptions over
// graphql-ws on the same path. graphql-ws is loaded on the first subscription only, so visitors never
// download it.
import {
  commitLocalUpdate,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import type { Client as WsClient } from 'graphql-ws';
import { onSessionEndedByServer, session } from '../auth/runtime.ts';
import { baseHeaders, errorCodes, type SessionSummary } from '../auth/session.ts';
import { sessionStore } from '../auth/sessionStore.ts';

export const GRAPHQL_PATH = '/graphql';
/** The close code of a socket whose session the server ended (graph/http/graphql.ts). */
export const SESSION_ENDED_CLOSE_CODE = 4403;

/** One entry of a GraphQL answer's `errors`: forms read `extensions.code`, `.fields`, `.retryAfterSeconds`. */
export interface GraphQLErrorEntry {
  message?: string;
  extensions?: Record<string, unknown>;
}

/** A GraphQL answer without data: the error codes the server sent, for the page to translate. */
export class GraphQLRequestError extends Error {
  readonly codes: string[];
  readonly status: number;
  /** The answer's `errors`, as sent (field errors and wait times live in their extensions). */
  readonly errors: readonly GraphQLErrorEntry[];
  constructor(message: string, codes: string[], status: number, errors: readonly GraphQLErrorEntry[] = []) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.codes = codes;
    this.status = status;
    this.errors = errors;
  }
}

/**
 * A request with files (Relay's `uploadables`, each named after the variable it fills) goes as the
 * GraphQL multipart request that Yoga reads: the operation with those variables null, a map, the
 * files (each named by its path in the variables, e.g. "input.file"). The browser sets the multipart content type with its boundary.
 */
function requestBody(params: RequestParameters, variables: Variables, uploadables: UploadableMap | null | undefined): { body: string | FormData; contentType: string | null } {
  const operation = { query: params.text, operationName: params.name, variables };
  if (!uploadables || Object.keys(uploadables).length === 0) return { body: JSON.stringify(operation), contentType: 'application/json' };
  // A name may be a path into the variables ("input.file"): that variable is sent as null.
  const names = Object.keys(uploadables);
  const sent = structuredClone(variables) as Record<string, unknown>;
  for (const name of names) {
    const path = name.split('.');
    let at: Record<string, unknown> = sent;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path.at(-1)!] = null;
  }
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables: sent }));
  form.append('map', JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.${n}`]]))));
  names.forEach((n, i) => form.append(String(i), uploadables[n]!));
  return { body: form, contentType: null };
}

const fetchGraphQL: FetchFunction = (params, variables, _cacheConfig, uploadables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    const { body, contentType } = requestBody(params, variables, uploadables);
    const send = () =>
      window.fetch(GRAPHQL_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: baseHeaders({
          accept: 'application/graphql-response+json, application/json',
          ...(contentType ? { 'content-type': contentType } : {}),
        }),
        body,
        signal: controller.signal,
      });

    session
      .request(send, { graphql: true })
      .then(async (response) => {
        let json: unknown = null;
        try {
          json = await response.json();
        } catch {
          json = null;
        }
        const result = json as GraphQLResponse | null;
        const data = (result as { data?: unknown } | null)?.data;
        if (!result || data === undefined || data === null) {
          const errors = (json as { errors?: unknown } | null)?.errors;
          const entries = Array.isArray(errors) ? (errors.filter((e) => e && typeof e === 'object') as GraphQLErrorEntry[]) : [];
          throw new GraphQLRequestError(
            entries[0]?.message ?? `GraphQL request ${params.name} failed with HTTP ${response.status}`,
            errorCodes(json),
            response.status,
            entries,
          );
        }
        sink.next(result);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        sink.error(error instanceof Error ? error : new Error(String(error)));
      });

    return () => controller.abort();
  });

let wsClient: Promise<WsClient> | null = null;
const reconnectListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the subscription socket connects again after losing its connection
 * (a server restart, a network blip): events sent meanwhile were missed, so live lists refetch.
 */
export function onSubscriptionsReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

function getWsClient(): Promise<WsClient> {
  wsClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${GRAPHQL_PATH}`,
      lazy: true,
      retryAttempts: 5,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) for (const listener of [...reconnectListeners]) listener();
        },
        // The server ended this socket's session (graph/http/graphql.ts): find out at once whether
        // the person is still signed in, rather than at their next step.
        closed: (event) => {
          if ((event as { code?: unknown } | null)?.code === SESSION_ENDED_CLOSE_CODE) void onSessionEndedByServer();
        },
      },
    }),
  );
  return wsClient;
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | null = null;
    let closed = false;
    getWsClient()
      .then((client) => {
        if (closed) return;
        dispose = client.subscribe(
          { operationName: operation.name, query: operation.text ?? '', variables },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription closed')),
            complete: () => sink.complete(),
          },
        );
      })
      .catch((error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))));
    return () => {
      closed = true;
      dispose?.();
    };
  });

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

/** Who the data in the store belongs to: one account, or nobody. */
function identity(summary: SessionSummary | null): string {
  if (!summary) return 'anonymous';
  // A person acts for one organisation at a time: switching is a change of identity too.
  return summary.kind === 'user' ? `user:${summary.user.email}:${summary.user.username}` : `admin:${summary.admin.name}`;
}

/**
 * When someone signs in, out or as somebody else, everything cached belongs to the previous person:
 * mark it stale, so the next page asks the server instead of showing the last account's data.
 */
function forgetOnIdentityChange(env: Environment): void {
  let current = identity(sessionStore.get());
  sessionStore.subscribe(() => {
    const next = identity(sessionStore.get());
    if (next === current) return;
    current = next;
    commitLocalUpdate(env, (store) => store.invalidateStore());
  });
}

export const environment = createEnvironment();
forgetOnIdentityChange(environment);
