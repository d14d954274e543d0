// What every resolver gets: the app's services and who is asking. Built the same way for HTTP and
// WebSocket (graphql-ws) requests, so subscriptions see the same viewer and rules as queries.
import type { ResponseCacheServices } from './http/response-cache/generations.ts';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { Logger } from './log.ts';
import type { PubSub } from './pubsub.ts';
import { parseCookies } from './http/cookies.ts';
import { ACCESS_TOKEN_COOKIE, type PrincipalKind } from './auth/tokens.ts';
import { resolveViewer, type Viewer } from './auth/viewer.ts';
import { bearerSecret, identifyToken, type TokenIdentity } from './auth/api-tokens.ts';
import { hit, RATE_RULES } from './auth/rate-limit.ts';
import { AppError } from './errors.ts';
import { requestLanguage, type Language } from './i18n/messages.ts';
import type { ScryptParams } from './auth/password.ts';
import type { CaptchaDifficulty } from './auth/captcha.ts';
import type { SessionGate } from './auth/session-gate.ts';
import type { Defer } from './lib/after-response.ts';
import type { PublicContent } from './services/public-content.ts';

export interface Services {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  pubsub: PubSub;
  /** Who a session belongs to and whether it is still alive; where sessions' endings are announced. */
  sessions: SessionGate;
  /** Site texts, offers, menus, hours and settings as visitors read them, kept until they change. */
  publicContent: PublicContent;
  log: Logger;
  /** The clock, injectable so that time-based rules can be tested. */
  now(): Date;
  /** Password hashing cost (OWASP's scrypt parameters; tests use cheaper ones). */
  hashParams: ScryptParams;
  /** Captcha work per sign-in (tests use less). */
  captchaDifficulty: CaptchaDifficulty;
  /** Kept answers of read-mostly queries (RESPONSE_CACHE); null when off. */
  responseCache: ResponseCacheServices | null;
}

export interface Context {
  services: Services;
  prisma: PrismaClient;
  pubsub: PubSub;
  viewer: Viewer;
  /** Set when the presented access token has expired (the client should refresh and retry). */
  expiredSession: PrincipalKind | null;
  language: Language;
  /** The client's address (for rate limits and the audit log); null when unknown. */
  ip: string | null;
  /** Set-Cookie values to send with the response (sign-in, sign-out). Ignored on WebSocket. */
  setCookies: string[];
  /** Queues work until this request's answer is written (HTTP only; lib/after-response.ts). */
  defer: Defer | null;
  /** The API token the request presented instead of a session (its viewer carries the scopes). */
  apiToken: TokenIdentity | null;
}

export interface RequestFacts {
  cookie: string | null | undefined;
  /** `Authorization: Bearer stp_…`: an API token, which then replaces any session cookie. */
  authorization?: string | null | undefined;
  acceptLanguage: string | null | undefined;
  ip?: string | null;
  setCookies?: string[];
  defer?: Defer | undefined;
}

export async function buildContext(services: Services, request: RequestFacts): Promise<Context> {
  const cookies = parseCookies(request.cookie);
  const secret = bearerSecret(request.authorization);
  if (secret) return tokenContext(services, request, cookies.get('preferred_language'), secret);
  const { viewer, expired } = await resolveViewer(
    services.sessions,
    services.config.jwtSecret,
    cookies.get(ACCESS_TOKEN_COOKIE),
    services.now().getTime(),
  );
  return {
    services,
    prisma: services.prisma,
    pubsub: services.pubsub,
    viewer,
    expiredSession: expired,
    language: requestLanguage(viewer.kind === 'anonymous' ? null : viewer.language, cookies.get('preferred_language'), request.acceptLanguage),
    ip: request.ip ?? null,
    setCookies: request.setCookies ?? [],
    defer: request.defer ?? null,
    apiToken: null,
  };
}

/**
 * A request that presents an API token acts as the token's organisation (or the restaurant, read
 * only) whatever cookies it carries. An unknown, revoked or expired token answers 401; each token
 * has its own rate limit (429 with retryAfterSeconds).
 */
async function tokenContext(services: Services, request: RequestFacts, preferredLanguage: string | undefined, secret: string): Promise<Context> {
  const fallback = requestLanguage(null, preferredLanguage, request.acceptLanguage);
  const now = services.now();
  const restaurantLanguage = async () =>
    (await services.prisma.staff.findFirst({ where: { isManager: true }, select: { language: true } }))?.language ?? 'sl';
  const identity = await identifyToken(services.prisma, secret, now, restaurantLanguage);
  if (!identity) throw new AppError('API_TOKEN_INVALID', fallback, { status: 401 });
  const language = identity.viewer.kind === 'anonymous' ? fallback : identity.viewer.language;
  const rate = await hit(services.prisma, `api-token:${identity.tokenId}`, RATE_RULES.apiTokenRequests, now);
  if (!rate.allowed) throw new AppError('TOO_MANY_REQUESTS', language, { status: 429, detail: { retryAfterSeconds: rate.retryAfterSeconds } });
  return {
    services,
    prisma: services.prisma,
    pubsub: services.pubsub,
    viewer: identity.viewer,
    expiredSession: null,
    language,
    ip: request.ip ?? null,
    setCookies: [],
    defer: request.defer ?? null,
    apiToken: identity,
  };
}
