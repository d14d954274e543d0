// GraphQL over HTTP (Yoga) and over WebSocket (graphql-ws), both through Yoga's envelope so that
// subscriptions get the same context, authorization, limits and error masking as queries.
import type { IncomingMessage, Server } from 'node:http';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import { getSchema } from '../schema/index.ts';
import { buildContext, type Context, type RequestFacts, type Services } from '../context.ts';
import { clientIp } from './client-ip.ts';
import { AppError } from '../errors.ts';
import { message } from '../i18n/messages.ts';
import { armorPlugin } from './limits.ts';
import { undeclaredBodyLimitPlugin } from './body-size.ts';
import { tokenAccessPlugin } from './token-access.ts';
import { sharedEventResultsPlugin } from './shared-event-results.ts';
import { responseCachePlugins } from './response-cache/plugin.ts';
import { CSRF_HEADER, isCrossSiteWebSocket } from './csrf.ts';
import { parseCookies } from './cookies.ts';
import type { Defer } from '../lib/after-response.ts';
import { ACCESS_TOKEN_COOKIE, verifyAccessToken, type AccessClaims } from '../auth/tokens.ts';

export const GRAPHQL_PATH = '/graphql';

/** GraphiQL's first tab: how to act as your organisation, and where the guide is. */
const GRAPHIQL_WELCOME = `# Stopover GraphQL API
#
# Signed in to Stopover in this browser, queries run as you. To act as one of your
# systems instead, make an API token (My account → API access) and add it in the
# Headers tab below:  { "Authorization": "Bearer stp_…" }
#
# The guide with curl and Node.js examples (tokens, paging, booking with an
# idempotency key, error codes, live changes) is docs/api.md in the Stopover
# repository. Every type and field is described in the Docs panel.

{
  viewer {
    kind
    language
    client {
      name
      reservations(first: 5) {
        edges { node { orderNumber status arrivalDay arrivalLocalTime guests } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}
`;

interface ServerContext {
  req: IncomingMessage & { operationName?: string; graphqlErrorCodes?: unknown[]; setCookies?: string[]; defer?: Defer };
}

export type Yoga = YogaServerInstance<ServerContext, Context>;

export function createGraphQL(services: Services): Yoga {
  const { log, config } = services;
  return createYoga<ServerContext, Context>({
    schema: getSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    // GraphiQL is for integrators exploring the API; its requests carry the CSRF header like the
    // app's (for a signed-in browser), and an API token goes in the Headers tab.
    graphiql: {
      title: 'Stopover GraphQL API',
      headers: JSON.stringify({ [CSRF_HEADER]: '1' }),
      defaultQuery: GRAPHIQL_WELCOME,
    },
    maskedErrors: { errorMessage: message('INTERNAL', 'en') },
    // The body's size is checked by its declared length before Yoga sees it (body-size.ts).
    maxRequestBodySize: false,
    logging: {
      debug: (...args) => log.debug(String(args[0]), { detail: args.slice(1) }),
      info: (...args) => log.info(String(args[0]), { detail: args.slice(1) }),
      warn: (...args) => log.warn(String(args[0]), { detail: args.slice(1) }),
      error: (...args) => log.error(String(args[0]), { detail: args.slice(1) }),
    },
    plugins: [
      undeclaredBodyLimitPlugin(),
      armorPlugin(config.env === 'production'),
      tokenAccessPlugin(),
      operationFactsPlugin(),
      // After the token checks: an answer is served from the cache only to a request they let through.
      ...(services.responseCache ? responseCachePlugins(services.responseCache) : []),
      // After the limits and token checks too, which refuse a subscription before it starts.
      sharedEventResultsPlugin(),
      {
        // Mutations that sign in or out collect Set-Cookie values in the context; send them.
        onResponse({ response, serverContext }) {
          for (const cookie of (serverContext as unknown as Partial<ServerContext> | undefined)?.req?.setCookies ?? []) {
            response.headers.append('set-cookie', cookie);
          }
        },
      },
    ],
    // HTTP requests arrive with a Fetch `request`; WebSocket operations (below) with only the
    // upgrade request `req`. Both end in the same context.
    context: async ({
      request,
      req,
      params,
      connectionParams,
    }: {
      request?: Request;
      req: ServerContext['req'];
      params?: { operationName?: string | null };
      connectionParams?: Readonly<Record<string, unknown>>;
    }) => {
      if (params?.operationName) req.operationName = params.operationName;
      req.setCookies ??= [];
      return contextFor(services, {
        cookie: request ? request.headers.get('cookie') : req.headers.cookie,
        // A socket's token comes with the handshake's header or, where a client cannot set headers, in connectionParams.
        authorization: request ? request.headers.get('authorization') : (req.headers.authorization ?? connectionAuthorization(connectionParams)),
        acceptLanguage: request ? request.headers.get('accept-language') : req.headers['accept-language'],
        ip: clientIp(req, services.config.trustProxy),
        setCookies: req.setCookies,
        // Only HTTP answers are "written"; a WebSocket operation's deferred work runs a moment later.
        defer: request ? req.defer : undefined,
      });
    },
  });
}

/**
 * The operation's name and its errors' codes, left on the request for its log line and the metrics
 * (graph/http/app.ts), also for requests refused before they execute.
 */
function operationFactsPlugin(): Plugin<Record<string, unknown>, ServerContext> {
  return {
    onParams({ params, context }) {
      const req = (context as Partial<ServerContext> | undefined)?.req;
      if (req && params.operationName) req.operationName = params.operationName;
    },
    onParse({ context }) {
      // Without an operationName in the request, a document's single operation names it.
      return ({ result }) => {
        const req = (context as Partial<ServerContext> | undefined)?.req;
        if (!req || req.operationName || !result || !('definitions' in result)) return;
        const operations = (result as DocumentNode).definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
        if (operations.length === 1 && operations[0]!.name) req.operationName = operations[0]!.name.value;
      };
    },
    onResultProcess({ result, serverContext }) {
      const req = (serverContext as Partial<ServerContext> | undefined)?.req;
      if (!req || Symbol.asyncIterator in result) return;
      req.graphqlErrorCodes = (Array.isArray(result) ? result : [result]).flatMap((one) => (one.errors ?? []).map((error) => error.extensions?.code));
    },
  };
}

/** `{ authorization: 'Bearer …' }` (or `Authorization`) in graphql-ws' connection_init payload. */
function connectionAuthorization(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' ? value : undefined;
}

/** Builds the context; an expired access token answers 401 with USER_/ADMIN_TOKEN_EXPIRED so the
 * web app's network layer refreshes the session and retries (docs/product.md § Sessions). */
async function contextFor(services: Services, request: RequestFacts) {
  const context = await buildContext(services, request);
  if (context.expiredSession) {
    const code = context.expiredSession === 'staff' ? 'ADMIN_TOKEN_EXPIRED' : 'USER_TOKEN_EXPIRED';
    throw new AppError(code, context.language, { status: 401 });
  }
  return context;
}

/**
 * Closing sockets on shutdown with 1012 (Service Restart): graphql-ws' client treats it as
 * retryable (like 1001), so live pages reconnect, to another instance or to this one restarted.
 * Its fatal codes are 1002–1011 and 4400/4401/4406/4409/4429/4500/4005/4004.
 */
export const SHUTDOWN_CLOSE_CODE = 1012;

export interface Subscriptions {
  /** Open WebSocket connections. */
  connections(): number;
  /** From now on, answer new upgrade requests 503 (shutting down). */
  refuseNew(): void;
  /** Closes every socket with SHUTDOWN_CLOSE_CODE and stops. */
  close(): Promise<void>;
}

/** Attaches graphql-ws to the HTTP server on the GraphQL path. */
export function attachSubscriptions(server: Server, yoga: Yoga, services: Services): Subscriptions {
  const wss = new WebSocketServer({ noServer: true });
  let refusing = false;
  server.on('upgrade', (req, socket, head) => {
    if (refusing) {
      socket.write('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Cookies ride along on WebSocket handshakes, so a foreign page must not open one (CSWSH).
    if (pathname !== GRAPHQL_PATH || isCrossSiteWebSocket(req, services.config.publicUrl)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  const live = closeEndedSessions(wss, services);

  const disposable = useServer<Record<string, unknown>, { request: IncomingMessage }>(
    {
      // The enveloped execute/subscribe travel in rootValue from onSubscribe (graphql-ws' recipe for envelop).
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const req = ctx.extra.request;
        const enveloped = yoga.getEnveloped({ req, params: payload, connectionParams: ctx.connectionParams });
        let document;
        try {
          document = enveloped.parse(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Invalid query')];
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length) return errors;
        let contextValue: unknown;
        try {
          contextValue = await enveloped.contextFactory();
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError(message('INTERNAL', 'en'))];
        }
        const token = (contextValue as Context).apiToken;
        if (token) live.track(ctx.extra.socket, { sid: token.tokenId, sub: token.principalId });
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
          contextValue,
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe } satisfies EnvelopedRoot,
        };
        return args;
      },
    },
    wss,
  );

  return {
    connections: () => wss.clients.size,
    refuseNew() {
      refusing = true;
    },
    async close() {
      refusing = true;
      live.stop();
      for (const client of wss.clients) client.close(SHUTDOWN_CLOSE_CODE, 'Server restarting');
      // A client that does not answer the close within a second is cut (ws would wait 30 s).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1_000);
        const check = () => {
          if (wss.clients.size > 0) return;
          clearTimeout(timer);
          resolve();
        };
        for (const client of wss.clients) client.once('close', check);
        check();
      });
      for (const client of wss.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** What a socket was authorised as: a session (sid, its principal sub), or an API token (its id, its organisation). */
type SocketSession = Pick<AccessClaims, 'sid' | 'sub' | 'org'>;

/**
 * A socket's operations were authorised with its session's cookie (or an API token) when they
 * started; once that session ends or the token is revoked (here or on another instance), the socket
 * is closed, so no further event reaches it. 4403 lets graphql-ws reconnect, and a reconnect
 * carries whatever session the browser has now.
 */
function closeEndedSessions(wss: WebSocketServer, services: Services): { stop(): void; track(ws: WebSocket, session: SocketSession): void } {
  const sessions = new Map<WebSocket, SocketSession>();
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const token = parseCookies(req.headers.cookie).get(ACCESS_TOKEN_COOKIE);
    const check = token ? verifyAccessToken(services.config.jwtSecret, token, services.now().getTime()) : null;
    if (check?.state !== 'valid') return;
    sessions.set(ws, check.claims);
    ws.once('close', () => sessions.delete(ws));
  });
  const stop = services.sessions.onAnnouncement((event) => {
    if (event.kind === 'ACCOUNT_CHANGED' && !event.reconnect) return;
    for (const [ws, claims] of sessions) {
      const ended = event.kind === 'SESSION_ENDED' ? claims.sid === event.sessionId : claims.sub === event.principalId || claims.org === event.principalId;
      if (ended) {
        sessions.delete(ws);
        ws.close(4403, 'Session ended');
      }
    }
  });
  return {
    stop,
    track(ws, session) {
      // A token replaces any cookie the handshake carried: the token is what ends the socket.
      if (!sessions.has(ws)) ws.once('close', () => sessions.delete(ws));
      sessions.set(ws, session);
    },
  };
}

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}
