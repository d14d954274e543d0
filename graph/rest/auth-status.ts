// GET /api/user/getAuthStatus and GET /api/admin/getAuthStatus, as docs/product.md § REST calls
// describes them: 200 with the account, 401 with USER_TOKEN_EXPIRED / ADMIN_TOKEN_EXPIRED when the
// access token has expired (the client refreshes and retries), 404 when there is no session.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context.ts';
import { parseCookies } from '../http/cookies.ts';
import { sendJson } from '../http/respond.ts';
import { ACCESS_TOKEN_COOKIE, verifyAccessToken } from '../auth/tokens.ts';
import { message, requestLanguage } from '../i18n/messages.ts';

type Audience = 'user' | 'admin';

export async function getAuthStatus(services: Services, audience: Audience, req: IncomingMessage, res: ServerResponse) {
  const cookies = parseCookies(req.headers.cookie);
  const language = requestLanguage(null, cookies.get('preferred_language'), req.headers['accept-language']);
  const token = cookies.get(ACCESS_TOKEN_COOKIE);
  const kind = audience === 'user' ? 'client' : 'staff';
  const noSession = () => sendJson(res, 404, { code: 'NO_SESSION', message: message('UNAUTHENTICATED', language) });
  if (!token) return noSession();

  const check = verifyAccessToken(services.config.jwtSecret, token, services.now().getTime());
  if (check.state === 'expired' && (check.kind === kind || check.kind === null)) {
    const code = audience === 'user' ? 'USER_TOKEN_EXPIRED' : 'ADMIN_TOKEN_EXPIRED';
    return sendJson(res, 401, { code, message: message(code, language) });
  }
  if (check.state !== 'valid' || check.claims.kind !== kind) return noSession();
  // A signed-out or revoked session has no status, whatever its token's remaining lifetime.
  if ((await services.sessions.viewerFor(check.claims)).kind === 'anonymous') return noSession();

  if (audience === 'user') {
    // Answers for the member whose session it is, acting for the session's organisation.
    const organisationId = check.claims.org ?? check.claims.sub;
    const membership = await services.prisma.membership.findUnique({
      where: { clientId_memberId: { clientId: organisationId, memberId: check.claims.sub } },
      include: { client: true, member: true },
    });
    if (!membership || membership.client.status === 'ARCHIVED') return noSession();
    const { client, member } = membership;
    return sendJson(res, 200, {
      user: {
        first_name: member.firstName,
        last_name: member.lastName,
        username: client.username,
        email: member.email,
        is_user_verified: member.emailVerifiedAt ? 1 : 0,
        is_blocked: client.status === 'BLOCKED' ? 1 : 0,
        is_approved: client.status === 'APPROVED' ? 1 : 0,
        organisation_name: client.name,
        preferred_language: member.language,
        role: membership.role,
      },
    });
  }
  const staff = await services.prisma.staff.findUnique({ where: { id: check.claims.sub } });
  if (!staff || staff.disabledAt) return noSession();
  return sendJson(res, 200, {
    admin: {
      name: staff.name,
      first_name: staff.firstName,
      last_name: staff.lastName,
      is_manager: staff.isManager === true,
      preferred_language: staff.language,
    },
  });
}
