// POST /api/{user,admin}/refresh and POST /api/user/logoutUser, /api/admin/logoutAdmin
// (docs/product.md § REST calls). Refresh rotates the refresh token and renews both cookies; a failed
// refresh clears them, and the web app then shows the sign-in page. Logout revokes the session's token
// family and clears them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context.ts';
import { parseCookies } from '../http/cookies.ts';
import { sendJson } from '../http/respond.ts';
import { clientIp } from '../http/client-ip.ts';
import { REFRESH_TOKEN_COOKIE } from '../auth/tokens.ts';
import { clearedSessionCookies, endSession, rotateSession, sessionCookies } from '../auth/sessions.ts';
import { audit } from '../audit.ts';
import { message, requestLanguage } from '../i18n/messages.ts';

type Audience = 'user' | 'admin';

export async function refresh(services: Services, audience: Audience, req: IncomingMessage, res: ServerResponse) {
  const cookies = parseCookies(req.headers.cookie);
  const kind = audience === 'user' ? 'client' : 'staff';
  const now = services.now();
  const result = await rotateSession(services.prisma, cookies.get(REFRESH_TOKEN_COOKIE) ?? '', kind, services.config.jwtSecret, now);
  if (result.ok) {
    return sendJson(res, 200, { ok: true }, { 'set-cookie': sessionCookies(services.config, result.tokens) });
  }
  if (result.reason === 'concurrent') {
    // Another tab refreshed with the same token a moment ago; its new cookies are the browser's now.
    return sendJson(res, 200, { ok: true, concurrent: true });
  }
  if (result.ended) services.sessions.announce({ kind: 'SESSION_ENDED', sessionId: result.ended.sessionId, principalId: result.ended.principal.id });
  if (result.reason === 'reused') {
    await audit(services.prisma, { action: 'auth.refresh_reused', actor: { kind: kind === 'client' ? 'CLIENT' : 'STAFF' }, ip: clientIp(req, services.config.trustProxy) });
    services.log.warn('refresh token reused: session family revoked', { audience });
  }
  const language = requestLanguage(null, cookies.get('preferred_language'), req.headers['accept-language']);
  const code = audience === 'user' ? 'USER_TOKEN_EXPIRED' : 'ADMIN_TOKEN_EXPIRED';
  return sendJson(res, 401, { code: 'SESSION_ENDED', message: message(code, language) }, { 'set-cookie': clearedSessionCookies(services.config) });
}

export async function logout(services: Services, _audience: Audience, req: IncomingMessage, res: ServerResponse) {
  const cookies = parseCookies(req.headers.cookie);
  const ended = await endSession(services.prisma, cookies.get(REFRESH_TOKEN_COOKIE), services.now());
  if (ended) {
    const { principal } = ended;
    services.sessions.announce({ kind: 'SESSION_ENDED', sessionId: ended.sessionId, principalId: principal.id });
    await audit(services.prisma, {
      action: 'auth.sign_out',
      actor: { kind: principal.kind === 'client' ? 'CLIENT' : 'STAFF', id: principal.id },
      ip: clientIp(req, services.config.trustProxy),
    });
  }
  return sendJson(res, 200, { ok: true }, { 'set-cookie': clearedSessionCookies(services.config) });
}
