// The board's own Relay environment when it runs on a restaurant API token: every request carries
// the token as Bearer (no cookies), and the live feed's socket sends it in graphql-ws' connection
// params (a browser cannot set headers on a WebSocket). Signed-in staff use the app's environment.
import { Environment, Network, Observable, RecordSource, Store, type FetchFunction, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import type { Client as WsClient } from 'graphql-ws';
import { GRAPHQL_PATH, GraphQLRequestError, type GraphQLErrorEntry } from '../../relay/environment.ts';
import { baseHeaders, errorCodes } from '../../auth/session.ts';

export interface BoardEnvironment {
  environment: Environment;
  /** Called when the socket connected again after a drop: events may have been missed. */
  onReconnect(listener: () => void): () => void;
}

export function createBoardEnvironment(token: string): BoardEnvironment {
  const authorization = `Bearer ${token}`;
  const reconnect = new Set<() => void>();

  const fetchFn: FetchFunction = (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      window
        .fetch(GRAPHQL_PATH, {
          method: 'POST',
          credentials: 'omit',
          headers: baseHeaders({ accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json', authorization }),
          body: JSON.stringify({ query: params.text, operationName: params.name, variables }),
          signal: controller.signal,
        })
        .then(async (response) => {
          const json = (await response.json().catch(() => null)) as { data?: unknown; errors?: GraphQLErrorEntry[] } | null;
          if (!json || json.data === undefined || json.data === null) {
            const entries = Array.isArray(json?.errors) ? json.errors : [];
            throw new GraphQLRequestError(entries[0]?.message ?? `HTTP ${response.status}`, errorCodes(json), response.status, entries);
          }
          sink.next(json as GraphQLResponse);
          sink.complete();
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
        });
      return () => controller.abort();
    });

  let ws: Promise<WsClient> | null = null;
  const socket = () =>
    (ws ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${GRAPHQL_PATH}`,
        connectionParams: { authorization },
        lazy: true,
        // A screen on the wall keeps trying: the kitchen's wifi comes and goes.
        retryAttempts: Number.POSITIVE_INFINITY,
        on: {
          connected: (_socket, _payload, wasRetry) => {
            if (wasRetry) for (const listener of [...reconnect]) listener();
          },
        },
      }),
    ));

  const subscribeFn: SubscribeFunction = (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let dispose: (() => void) | null = null;
      let closed = false;
      socket()
        .then((client) => {
          if (closed) return;
          dispose = client.subscribe(
            { operationName: operation.name, query: operation.text ?? '', variables },
            { next: (value) => sink.next(value as GraphQLResponse), error: () => sink.error(new Error('Subscription closed')), complete: () => sink.complete() },
          );
        })
        .catch((error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))));
      return () => {
        closed = true;
        dispose?.();
      };
    });

  return {
    environment: new Environment({ network: Network.create(fetchFn, subscribeFn), store: new Store(new RecordSource()) }),
    onReconnect(listener) {
      reconnect.add(listener);
      return () => {
        reconnect.delete(listener);
      };
    },
  };
}
