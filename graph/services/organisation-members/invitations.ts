// An owner invites people to the organisation by e-mail: a single-use link, valid
// INVITATION_TTL_DAYS days, of which only a SHA-256 hash is kept (graph/auth/secrets.ts), as for staff
// invitations. Resending issues a new secret and a new expiry on the same row (the old link stops
// working); revoking ends it. Accepting creates the person if the address has no account yet (their
// address counts as verified: the link proves it), or asks an existing person for their password,
// then adds the membership and starts a session for the organisation. Each use case is one
// transaction with its audit entry and mail; two accepts of one link race on a conditional update,
// so exactly one wins.
import type { Language } from '../../i18n/messages.ts';
import type { MemberInvitation } from '../../generated/prisma/client.ts';
import type { MemberRole } from '../../generated/prisma/enums.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { enqueueMail, notify } from '../../mail/outbox.ts';
import { commonPasswords } from '../../domain/common-passwords.ts';
import { ACCOUNT_TEXT_LIMITS, cleanOptional, isValidEmail, normaliseEmail, passwordProblem, type FieldErrors } from '../../domain/account-rules.ts';
import { INVITATION_TTL_DAYS, MEMBERS_MAX } from '../../domain/organisation-members/roles.ts';
import { hashSecret, newSecret } from '../../auth/secrets.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { BACKOFF_RULES, clear, failureWait, hit, recordFailure, RATE_RULES } from '../../auth/rate-limit.ts';
import type { SessionTokens } from '../../auth/sessions.ts';
import { startMemberSession, type AccountServices, type RequestMeta } from '../accounts.ts';
import { lockOwner, personName, type MembersServices, type OwnerActor, type Tx } from './shared.ts';

const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Where an invitation stands. */
export type InvitationState = 'OPEN' | 'EXPIRED' | 'ACCEPTED' | 'REVOKED';

export function invitationState(invitation: Pick<MemberInvitation, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'ACCEPTED';
  if (invitation.revokedAt) return 'REVOKED';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'OPEN';
}

/** How long closed invitations stay in the owners' list. */
export const RECENT_INVITATION_DAYS = 30;

function validationError(language: Language, fields: FieldErrors<string>): AppError {
  return new AppError('VALIDATION', language, { detail: { fields } });
}

async function limitInvitations(services: MembersServices, clientId: string, meta: RequestMeta): Promise<void> {
  const now = services.now();
  for (const [key, rule] of [
    [`member:invite:org:${clientId}`, RATE_RULES.memberInvitationsPerOrganisation],
    [`member:invite:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.memberInvitationsPerIp],
  ] as const) {
    const decision = await hit(services.prisma, key, rule, now);
    if (!decision.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: decision.retryAfterSeconds } });
  }
}

async function sendInvitation(services: MembersServices, tx: Tx, invitation: MemberInvitation, token: string, inviterName: string, now: Date): Promise<void> {
  const org = await tx.client.findUniqueOrThrow({ where: { id: invitation.clientId }, select: { name: true } });
  await enqueueMail(
    tx,
    {
      to: invitation.email,
      language: invitation.language,
      template: 'member.invitation',
      clientId: invitation.clientId,
      data: {
        organisationName: org.name,
        inviterName,
        role: invitation.role,
        email: invitation.email,
        acceptUrl: `${services.config.publicUrl}/invitation/${token}`,
        expiresDays: INVITATION_TTL_DAYS,
      },
    },
    { now },
  );
}

export interface InviteMemberInput {
  email: string;
  role: MemberRole;
  language?: Language | null;
}

/** Invites an address to the organisation with a role and mails it the link. Owners only. */
export async function inviteMember(services: MembersServices, actor: OwnerActor, input: InviteMemberInput, meta: RequestMeta): Promise<MemberInvitation> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) throw validationError(meta.language, { email: 'INVALID_EMAIL' });
  await limitInvitations(services, actor.clientId, meta);
  const now = services.now();
  const invitation = await services.prisma.$transaction(async (tx) => {
    const owner = await lockOwner(tx, actor, meta.language);
    const already = await tx.membership.findFirst({ where: { clientId: actor.clientId, member: { email } }, select: { id: true } });
    if (already) throw new AppError('MEMBER_EXISTS', meta.language, { detail: { fields: { email: 'MEMBER_EXISTS' } } });
    const open = await tx.memberInvitation.findFirst({ where: { clientId: actor.clientId, email, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } }, select: { id: true } });
    if (open) throw new AppError('INVITATION_PENDING', meta.language, { detail: { fields: { email: 'INVITATION_PENDING' } } });
    const members = await tx.membership.count({ where: { clientId: actor.clientId } });
    const invitations = await tx.memberInvitation.count({ where: { clientId: actor.clientId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } } });
    if (members + invitations >= MEMBERS_MAX) throw new AppError('MEMBERS_LIMIT', meta.language);
    const token = newSecret();
    const created = await tx.memberInvitation.create({
      data: {
        clientId: actor.clientId,
        email,
        role: input.role,
        tokenHash: hashSecret(token),
        invitedByMemberId: actor.memberId,
        language: input.language ?? meta.language,
        expiresAt: new Date(now.getTime() + TTL_MS),
      },
    });
    await sendInvitation(services, tx, created, token, personName(owner), now);
    await audit(tx, {
      action: 'member.invited',
      actor: { kind: 'CLIENT', id: actor.clientId, memberId: actor.memberId },
      subject: { type: 'Organisation', id: actor.clientId },
      ip: meta.ip,
      detail: { invitationId: created.id, email, role: created.role },
    });
    return created;
  });
  notify();
  return invitation;
}

async function lockInvitation(tx: Tx, clientId: string, invitationId: string, language: Language): Promise<MemberInvitation> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM member_invitations WHERE id = ${invitationId}::uuid AND organisation_id = ${clientId}::uuid FOR UPDATE`;
  if (!rows.length) throw new AppError('NOT_FOUND', language);
  return tx.memberInvitation.findUniqueOrThrow({ where: { id: invitationId } });
}

/** A new link and a new expiry for an invitation not yet accepted or revoked; the old link stops working. */
export async function resendMemberInvitation(services: MembersServices, actor: OwnerActor, invitationId: string, meta: RequestMeta): Promise<MemberInvitation> {
  await limitInvitations(services, actor.clientId, meta);
  const now = services.now();
  const invitation = await services.prisma.$transaction(async (tx) => {
    const owner = await lockOwner(tx, actor, meta.language);
    const current = await lockInvitation(tx, actor.clientId, invitationId, meta.language);
    const state = invitationState(current, now);
    if (state === 'ACCEPTED' || state === 'REVOKED') throw new AppError('INVITATION_INVALID', meta.language);
    const token = newSecret();
    const updated = await tx.memberInvitation.update({
      where: { id: current.id },
      data: { tokenHash: hashSecret(token), expiresAt: new Date(now.getTime() + TTL_MS), invitedByMemberId: actor.memberId },
    });
    await sendInvitation(services, tx, updated, token, personName(owner), now);
    await audit(tx, {
      action: 'member.invitation_resent',
      actor: { kind: 'CLIENT', id: actor.clientId, memberId: actor.memberId },
      subject: { type: 'Organisation', id: actor.clientId },
      ip: meta.ip,
      detail: { invitationId: updated.id, email: updated.email, role: updated.role },
    });
    return updated;
  });
  notify();
  return invitation;
}

/** Withdraws an invitation: its link stops working. Revoking one already closed changes nothing. */
export async function revokeMemberInvitation(services: MembersServices, actor: OwnerActor, invitationId: string, meta: RequestMeta): Promise<MemberInvitation> {
  const now = services.now();
  return services.prisma.$transaction(async (tx) => {
    await lockOwner(tx, actor, meta.language);
    const current = await lockInvitation(tx, actor.clientId, invitationId, meta.language);
    if (current.acceptedAt) throw new AppError('INVITATION_INVALID', meta.language);
    if (current.revokedAt) return current;
    const updated = await tx.memberInvitation.update({ where: { id: current.id }, data: { revokedAt: now } });
    await audit(tx, {
      action: 'member.invitation_revoked',
      actor: { kind: 'CLIENT', id: actor.clientId, memberId: actor.memberId },
      subject: { type: 'Organisation', id: actor.clientId },
      ip: meta.ip,
      detail: { invitationId: updated.id, email: updated.email, role: updated.role },
    });
    return updated;
  });
}

// ————— the invitee —————

export interface InvitationPreview {
  organisationName: string;
  role: MemberRole;
  email: string;
  expired: boolean;
  /** The address already has a person's account: the page asks for its password instead of a new one. */
  hasAccount: boolean;
}

/** What the accept page shows for a link; null for an unknown, used or withdrawn one. */
export async function memberInvitationPreview(services: Pick<MembersServices, 'prisma' | 'now'>, token: string): Promise<InvitationPreview | null> {
  if (!token || token.length > 200) return null;
  const invitation = await services.prisma.memberInvitation.findUnique({ where: { tokenHash: hashSecret(token) }, include: { client: { select: { name: true, status: true } } } });
  if (!invitation || invitation.client.status === 'ARCHIVED') return null;
  const state = invitationState(invitation, services.now());
  if (state === 'ACCEPTED' || state === 'REVOKED') return null;
  const person = await services.prisma.member.findUnique({ where: { email: invitation.email }, select: { id: true } });
  return { organisationName: invitation.client.name, role: invitation.role, email: invitation.email, expired: state === 'EXPIRED', hasAccount: person !== null };
}

export interface AcceptInvitationInput {
  token: string;
  password: string;
  /** A new person: the password again. */
  passwordConfirmation?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  language?: Language | null;
}

export interface AcceptedInvitation {
  clientId: string;
  memberId: string;
  role: MemberRole;
  tokens: SessionTokens;
}

/**
 * Joins the organisation with the link: a new person chooses a password (and may give a name); an
 * existing person confirms with their password (counted against the same back-off as sign-in).
 * Starts a session for the organisation.
 */
export async function acceptMemberInvitation(services: AccountServices, input: AcceptInvitationInput, meta: RequestMeta): Promise<AcceptedInvitation> {
  const now = services.now();
  const ipDecision = await hit(services.prisma, `member:accept:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.invitationAcceptPerIp, now);
  if (!ipDecision.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: ipDecision.retryAfterSeconds } });
  const tokenHash = hashSecret(input.token);
  const invitation = input.token.length <= 200 ? await services.prisma.memberInvitation.findUnique({ where: { tokenHash }, include: { client: { select: { status: true } } } }) : null;
  if (!invitation || invitation.client.status === 'ARCHIVED') throw new AppError('INVITATION_INVALID', meta.language);
  const state = invitationState(invitation, now);
  if (state === 'EXPIRED') throw new AppError('INVITATION_EXPIRED', meta.language);
  if (state !== 'OPEN') throw new AppError('INVITATION_INVALID', meta.language);

  const existing = await services.prisma.member.findUnique({ where: { email: invitation.email } });
  let passwordHash: string | null = null;
  if (existing) {
    const ip = meta.ip ?? 'unknown';
    const accountKey = `signin:account:client:${invitation.email}`;
    const pairKey = `signin:account-ip:client:${invitation.email}:${ip}`;
    const waits = [
      await failureWait(services.prisma, pairKey, BACKOFF_RULES.signInPerAccountAddress, now),
      await failureWait(services.prisma, accountKey, BACKOFF_RULES.signInPerAccount, now),
    ].filter((wait) => !wait.allowed);
    if (waits.length) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: Math.max(...waits.map((w) => w.retryAfterSeconds)) } });
    if (!existing.passwordHash || !(await verifyPassword(input.password, existing.passwordHash))) {
      await recordFailure(services.prisma, pairKey, BACKOFF_RULES.signInPerAccountAddress, now);
      await recordFailure(services.prisma, accountKey, BACKOFF_RULES.signInPerAccount, now);
      throw new AppError('WRONG_PASSWORD', meta.language, { detail: { fields: { password: 'WRONG_PASSWORD' } } });
    }
    await clear(services.prisma, pairKey);
  } else {
    const fields: FieldErrors<string> = {};
    const problem = passwordProblem(input.password, { email: invitation.email }, { commonPasswords: await commonPasswords() });
    if (problem) fields.password = problem;
    if (input.password !== (input.passwordConfirmation ?? '')) fields.passwordConfirmation = 'PASSWORDS_DO_NOT_MATCH';
    if (input.firstName && input.firstName.trim().length > ACCOUNT_TEXT_LIMITS.firstName) fields.firstName = 'TOO_LONG';
    if (input.lastName && input.lastName.trim().length > ACCOUNT_TEXT_LIMITS.lastName) fields.lastName = 'TOO_LONG';
    if (Object.keys(fields).length) throw validationError(meta.language, fields);
    passwordHash = await hashPassword(input.password, services.hashParams);
  }

  let accepted: AcceptedInvitation;
  try {
    accepted = await services.prisma.$transaction(async (tx) => {
      // The one conditional update decides between two accepts of the same link.
      const taken = await tx.memberInvitation.updateMany({ where: { id: invitation.id, tokenHash, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } }, data: { acceptedAt: now } });
      if (taken.count !== 1) throw new AppError('INVITATION_INVALID', meta.language);
      const member = existing
        ? existing
        : await tx.member.create({
            data: {
              email: invitation.email,
              passwordHash,
              firstName: cleanOptional(input.firstName),
              lastName: cleanOptional(input.lastName),
              language: input.language ?? invitation.language,
              emailVerifiedAt: now,
            },
          });
      if (existing && !existing.emailVerifiedAt) await tx.member.update({ where: { id: existing.id }, data: { emailVerifiedAt: now } });
      if (await tx.membership.findUnique({ where: { clientId_memberId: { clientId: invitation.clientId, memberId: member.id } }, select: { id: true } })) {
        throw new AppError('MEMBER_EXISTS', meta.language);
      }
      await tx.membership.create({ data: { clientId: invitation.clientId, memberId: member.id, role: invitation.role } });
      await audit(tx, {
        action: 'member.joined',
        actor: { kind: 'CLIENT', id: invitation.clientId, memberId: member.id },
        subject: { type: 'Member', id: member.id },
        ip: meta.ip,
        detail: { invitationId: invitation.id, role: invitation.role },
      });
      const tokens = await startMemberSession(services, tx, member.id, invitation.clientId, meta, now);
      return { clientId: invitation.clientId, memberId: member.id, role: invitation.role, tokens };
    });
  } catch (error) {
    // Two accepts creating the same new person at once: the loser's unique index fails.
    if ((error as { code?: string }).code === 'P2002') throw new AppError('INVITATION_INVALID', meta.language);
    throw error;
  }
  return accepted;
}
