// Client account use cases: register, verify, resend, sign in, reset the password, edit the
// profile, delete; and the staff decisions on accounts. Each one is a transaction that writes the
// change, its audit entry and its e-mail together, then publishes the live event.
// Rules come from graph/domain; this module is the I/O around them.
import { checkBillingDetails, type BillingDetailsInput } from '../domain/invoice-parties.ts';
import type { Services } from '../context.ts';
import type { Language } from '../i18n/messages.ts';
import type { Client, Member } from '../generated/prisma/client.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { enqueueMail, notify } from '../mail/outbox.ts';
import { enqueueWebhooks } from '../webhooks/outbox.ts';
import { commonPasswords } from '../domain/common-passwords.ts';
import {
  cleanOptional,
  isValidEmail,
  normaliseEmail,
  normaliseUsername,
  passwordProblem,
  validateProfile,
  PROFILE_FIELDS,
  validateRegistration,
  type FieldErrors,
  type RegistrationInput,
} from '../domain/account-rules.ts';
import { applyAccountAction, purgeDate, signInRefusal, type AccountAction } from '../domain/account-lifecycle.ts';
import { hashPassword, verifyPassword, dummyHash } from '../auth/password.ts';
import { consumeToken, issueToken, latestTokenIssuedAt, peekToken, TOKEN_TTL_MS } from '../auth/one-time-tokens.ts';
import { revokeAllSessions, startSession, type SessionTokens } from '../auth/sessions.ts';
import { unverifiedRegistrationCutoff } from '../domain/retention.ts';
import { BACKOFF_RULES, clear, failureWait, hit, isLimited, recordFailure, RATE_RULES, type RateDecision } from '../auth/rate-limit.ts';
import { spendCaptcha } from '../auth/captcha.ts';
import type { ClientAccountEventKind } from '../pubsub.ts';
import { afterResponse, type Defer } from '../lib/after-response.ts';
import { announceAccountClosed, cancelOpenReservationsOf } from './reservations/account-closing.ts';
import type { ActingMember } from './reservation-notices.ts';
import { memberName } from '../domain/organisation-members/names.ts';

/** How long a client waits before another verification e-mail can be sent (shown as a countdown). */
export const RESEND_WAIT_SECONDS = 60;

export interface RequestMeta {
  ip: string | null;
  language: Language;
  /** Work that must not delay or shape the answer starts once it is written (lib/after-response.ts). */
  defer?: Defer | null;
  /** The organisation's member who acts (client viewers in a member's session): reservation-notices.ts. */
  member?: ActingMember | null;
}

export type AccountServices = Pick<Services, 'prisma' | 'config' | 'pubsub' | 'sessions' | 'log' | 'now' | 'hashParams'>;

function validationError(language: Language, fields: FieldErrors<string>): AppError {
  return new AppError('VALIDATION', language, { detail: { fields } });
}

function tooMany(language: Language, retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', language, { detail: { retryAfterSeconds } });
}

async function limit(services: AccountServices, key: string, rule: { limit: number; windowSeconds: number }, meta: RequestMeta) {
  const decision = await hit(services.prisma, key, rule, services.now());
  if (!decision.allowed) throw tooMany(meta.language, decision.retryAfterSeconds);
}

/** Account decisions that end every session of the account (their transactions revoked them). */
const ENDS_SESSIONS = new Set<ClientAccountEventKind>(['BLOCKED', 'REJECTED', 'DELETED']);

/** Tells the staff screens and the session gate, after the change has committed. */
function publish(services: AccountServices, kind: ClientAccountEventKind, clientId: string) {
  services.sessions.announce({ kind: ENDS_SESSIONS.has(kind) ? 'SESSIONS_ENDED' : 'ACCOUNT_CHANGED', principalId: clientId });
  services.pubsub.publish('clientAccount', { kind, clientId, at: services.now().toISOString() });
}

function displayName(org: Pick<Client, 'firstName' | 'lastName' | 'name'>): string {
  return [org.firstName, org.lastName].filter(Boolean).join(' ') || org.name;
}

function link(services: AccountServices, path: string): string {
  return `${services.config.publicUrl}${path}`;
}

// ————— registration and verification —————

/**
 * Registers a client account. A taken username is said plainly: the form has to say which field to
 * change, and a username neither reaches anyone nor signs anyone in (sign-in is by e-mail). A taken
 * e-mail is never confirmed: the answer is the same as for a new account, and the address's owner
 * gets a mail instead (a fresh verification link while unverified, else "you already have an
 * account" with the ways to sign in).
 */
export async function register(
  services: AccountServices,
  input: RegistrationInput & { billingDetails?: BillingDetailsInput | null },
  meta: RequestMeta,
): Promise<{ email: string; resendAvailableInSeconds: number }> {
  // Billing details are optional here (asked for again before the first invoice); given, they are
  // checked with the rest so the form shows every problem at once.
  const billing = input.billingDetails ? checkBillingDetails(input.billingDetails) : null;
  const errors = { ...validateRegistration(input, { commonPasswords: await commonPasswords() }), ...(billing?.errors ?? {}) };
  if (Object.keys(errors).length) throw validationError(meta.language, errors as FieldErrors<string>);
  await limit(services, `register:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.registerPerIp, meta);

  const email = normaliseEmail(input.email);
  const username = normaliseUsername(input.username);
  const answer = { email, resendAvailableInSeconds: RESEND_WAIT_SECONDS };
  // Checked before the e-mail and whatever the e-mail is, so this answer says nothing about it.
  if (await services.prisma.client.findUnique({ where: { username }, select: { id: true } })) throw usernameTaken(meta.language);

  // Hashed on both paths below, so that the time taken does not tell them apart either.
  const passwordHash = await hashPassword(input.password, services.hashParams);
  // The address may be a person's who already signs in (for this or another organisation), or an
  // organisation's notification address.
  const existing = await registeredUnder(services, email);
  if (existing) {
    await tellOwnerOfRegistration(services, existing, meta);
    return answer;
  }
  const now = services.now();
  let created: Client;
  try {
    created = await services.prisma.$transaction(async (tx) => {
      const firstName = cleanOptional(input.firstName);
      const lastName = cleanOptional(input.lastName);
      // The organisation and its first owner: the person registering.
      const member = await tx.member.create({ data: { email, passwordHash, firstName, lastName, language: meta.language } });
      const org = await tx.client.create({
        data: {
          name: input.name.trim(),
          firstName,
          lastName,
          email,
          phone: cleanOptional(input.phone),
          username,
          contactInfo: cleanOptional(input.contactInfo),
          language: meta.language,
          termsAcceptedAt: now,
          memberships: { create: { memberId: member.id, role: 'OWNER', lastActedAt: now } },
        },
      });
      if (billing) await tx.billingDetails.create({ data: { clientId: org.id, ...billing.details } });
      await sendVerification(services, tx, member, now);
      await enqueueWebhooks(tx, { event: 'CLIENT_REGISTERED', client: org }, now);
      await audit(tx, { action: 'account.registered', actor: { kind: 'CLIENT', id: org.id, memberId: member.id }, subject: { type: 'Organisation', id: org.id }, ip: meta.ip });
      return org;
    });
  } catch (error) {
    // Two registrations racing for the same e-mail or username: the unique index decides.
    if ((error as { code?: string }).code === 'P2002') {
      const target = String((error as { meta?: { target?: unknown } }).meta?.target ?? '');
      if (target.includes('username')) throw usernameTaken(meta.language);
      const winner = await registeredUnder(services, email);
      if (winner) await tellOwnerOfRegistration(services, winner, meta);
      return answer;
    }
    throw error;
  }
  notify();
  publish(services, 'REGISTERED', created.id);
  return answer;
}

function usernameTaken(language: Language): AppError {
  return new AppError('USERNAME_TAKEN', language, { detail: { fields: { username: 'USERNAME_TAKEN' } } });
}

/** Who an address already belongs to: a person who signs in, or failing that an organisation's
 * notification address (then told as that organisation). */
interface ExistingAddress {
  email: string;
  language: Language;
  name: string;
  /** The person, when the address is one; an unverified person gets a fresh link instead. */
  member: Member | null;
  /** The organisation the mail is filed under (its first, for a person in several). */
  clientId: string | null;
  archived: boolean;
}

async function registeredUnder(services: AccountServices, email: string): Promise<ExistingAddress | null> {
  const member = await services.prisma.member.findUnique({
    where: { email },
    include: { memberships: { select: { clientId: true, client: { select: { status: true } } }, orderBy: { createdAt: 'asc' }, take: 1 } },
  });
  if (member) {
    const first = member.memberships[0];
    return { email, language: member.language, name: memberName(member) ?? '', member, clientId: first?.clientId ?? null, archived: first?.client.status === 'ARCHIVED' };
  }
  const org = await services.prisma.client.findUnique({ where: { email } });
  return org && { email, language: org.language, name: displayName(org), member: null, clientId: org.id, archived: org.status === 'ARCHIVED' };
}

/** Someone registered with the address of an existing account: mail its owner, never the visitor. */
async function tellOwnerOfRegistration(services: AccountServices, existing: ExistingAddress, meta: RequestMeta): Promise<void> {
  const now = services.now();
  // A few a hour per address, so the form cannot be used to flood someone's inbox.
  const notice = await hit(services.prisma, `register:notice:${existing.email}`, RATE_RULES.registerNoticePerEmail, now);
  if (!notice.allowed) return;
  const unverified = existing.member !== null && !existing.member.emailVerifiedAt && !existing.archived;
  if (unverified) {
    // Probably the owner again, who lost the first mail: a fresh link, once a minute at most.
    const last = await latestTokenIssuedAt(services.prisma, 'EMAIL_VERIFICATION', existing.member!.id);
    if (last && now.getTime() - last.getTime() < RESEND_WAIT_SECONDS * 1000) return;
  }
  await services.prisma.$transaction(async (tx) => {
    if (unverified) await sendVerification(services, tx, existing.member!, now);
    else
      await enqueueMail(
        tx,
        {
          to: existing.email,
          language: existing.language,
          template: 'account.exists',
          clientId: existing.clientId,
          data: { name: existing.name, signInUrl: link(services, '/login'), resetUrl: link(services, '/login?mode=forgot') },
        },
        { now },
      );
    await audit(tx, {
      action: 'account.registration_for_existing',
      actor: { kind: 'ANONYMOUS' },
      subject: existing.clientId ? { type: 'Organisation', id: existing.clientId } : { type: 'Member', id: existing.member!.id },
      ip: meta.ip,
    });
  });
  notify();
}

type Tx = Parameters<Parameters<Services['prisma']['$transaction']>[0]>[0];

async function sendVerification(services: AccountServices, tx: Tx, member: Member, now: Date) {
  if (!member.email) return;
  const { token } = await issueToken(tx, 'EMAIL_VERIFICATION', { memberId: member.id }, now);
  const first = await tx.membership.findFirst({ where: { memberId: member.id }, orderBy: { createdAt: 'asc' }, select: { clientId: true } });
  await enqueueMail(
    tx,
    {
      to: member.email,
      language: member.language,
      template: 'account.verify',
      clientId: first?.clientId ?? null,
      data: {
        name: memberName(member) ?? '',
        verifyUrl: link(services, `/login/verify/${token}`),
        expiresHours: TOKEN_TTL_MS.EMAIL_VERIFICATION / 3_600_000,
      },
    },
    { now },
  );
}

/**
 * Sends the verification mail again. The answer is the same whether or not the address belongs to
 * an unverified account, and so is its timing: the look-up and the mail happen after the answer.
 * The wait period applies per address either way.
 */
export async function resendVerification(services: AccountServices, rawEmail: string, meta: RequestMeta): Promise<{ resendAvailableInSeconds: number }> {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw validationError(meta.language, { email: 'INVALID_EMAIL' });
  await limit(services, `resend:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.resendPerIp, meta);
  const now = services.now();
  const wait = await hit(services.prisma, `resend:email:${email}`, { limit: 1, windowSeconds: RESEND_WAIT_SECONDS }, now);
  if (!wait.allowed) throw new AppError('RESEND_TOO_SOON', meta.language, { detail: { retryAfterSeconds: wait.retryAfterSeconds } });

  afterResponse(services.log, 'resend verification', async () => {
    const member = await services.prisma.member.findUnique({ where: { email } });
    if (!member || member.emailVerifiedAt || member.erasedAt) return;
    const last = await latestTokenIssuedAt(services.prisma, 'EMAIL_VERIFICATION', member.id);
    if (last && now.getTime() - last.getTime() < RESEND_WAIT_SECONDS * 1000) return;
    await services.prisma.$transaction((tx) => sendVerification(services, tx, member, now));
    notify();
  }, meta.defer);
  return { resendAvailableInSeconds: RESEND_WAIT_SECONDS };
}

/**
 * A member confirms their address. When it is also an organisation's notification address (the
 * owner who registered it), the organisation's address counts as confirmed too: staff approve only
 * organisations whose address is.
 */
export async function verifyEmail(services: AccountServices, token: string, meta: RequestMeta): Promise<{ clientId: string | null }> {
  const now = services.now();
  const verified = await services.prisma.$transaction(async (tx) => {
    const owner = await consumeToken(tx, 'EMAIL_VERIFICATION', token, now);
    if (!owner?.memberId) return null;
    const member = await tx.member.update({ where: { id: owner.memberId }, data: { emailVerifiedAt: now } });
    const organisations = await tx.client.findMany({
      where: { memberships: { some: { memberId: member.id } } },
      select: { id: true, email: true, emailVerifiedAt: true },
      orderBy: { createdAt: 'asc' },
    });
    for (const org of organisations) {
      if (org.email === member.email && !org.emailVerifiedAt) await tx.client.update({ where: { id: org.id }, data: { emailVerifiedAt: now } });
    }
    const clientId = organisations[0]?.id ?? null;
    await audit(tx, {
      action: 'account.verified',
      actor: { kind: 'CLIENT', id: clientId, memberId: member.id },
      subject: clientId ? { type: 'Organisation', id: clientId } : { type: 'Member', id: member.id },
      ip: meta.ip,
    });
    return { memberId: member.id, clientIds: organisations.map((org) => org.id) };
  });
  if (!verified) throw new AppError('VERIFICATION_FAILED', meta.language);
  services.sessions.announce({ kind: 'ACCOUNT_CHANGED', principalId: verified.memberId });
  for (const clientId of verified.clientIds) publish(services, 'VERIFIED', clientId);
  return { clientId: verified.clientIds[0] ?? null };
}

// ————— sign-in —————

export interface SignInInput {
  email: string;
  password: string;
  captcha: string | null | undefined;
}

/**
 * Signs a client or a staff member in. Returns the session tokens for the cookies.
 *
 * Nothing is counted before the captcha is solved. Failures then slow down three things: this
 * account from this address (back-off up to 15 minutes), this account from everywhere (back-off up
 * to one minute: all a stranger can impose on the real user), and this address for every account
 * (a window against password spraying). Unknown addresses are throttled exactly like known ones.
 */
export async function signIn(
  services: AccountServices,
  kind: 'client' | 'staff',
  input: SignInInput,
  meta: RequestMeta,
): Promise<{ principalId: string; tokens: SessionTokens }> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) throw validationError(meta.language, { email: 'INVALID_EMAIL' });
  if (!input.captcha) throw new AppError('CAPTCHA_REQUIRED', meta.language, { detail: { fields: { captcha: 'REQUIRED' } } });
  const now = services.now();
  const captcha = await spendCaptcha(services.prisma, services.config.jwtSecret, input.captcha, now);
  if (captcha !== 'ok') throw new AppError('CAPTCHA_INVALID', meta.language, { detail: { fields: { captcha: 'INVALID' } } });

  const ip = meta.ip ?? 'unknown';
  const ipKey = `signin:ip:${ip}`;
  const accountKey = `signin:account:${kind}:${email}`;
  const pairKey = `signin:account-ip:${kind}:${email}:${ip}`;
  const waits: RateDecision[] = [
    await isLimited(services.prisma, ipKey, RATE_RULES.signInPerIp, now),
    await failureWait(services.prisma, pairKey, BACKOFF_RULES.signInPerAccountAddress, now),
    await failureWait(services.prisma, accountKey, BACKOFF_RULES.signInPerAccount, now),
  ];
  const refused = waits.filter((wait) => !wait.allowed);
  if (refused.length) throw tooMany(meta.language, Math.max(...refused.map((wait) => wait.retryAfterSeconds)));

  const account =
    kind === 'client'
      ? await services.prisma.member.findUnique({ where: { email } })
      : await services.prisma.staff.findUnique({ where: { email } });
  // Compare against a dummy hash when there is no account, so timing does not reveal accounts.
  const passwordOk = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash(services.hashParams)));
  const actorKind = kind === 'client' ? 'CLIENT' : 'STAFF';
  const subjectType = kind === 'client' ? 'Organisation' : 'Staff';
  const disabled = kind === 'staff' && account !== null && (account as { disabledAt: Date | null }).disabledAt !== null;
  if (!account || !passwordOk || disabled) {
    await hit(services.prisma, ipKey, RATE_RULES.signInPerIp, now);
    await recordFailure(services.prisma, pairKey, BACKOFF_RULES.signInPerAccountAddress, now);
    await recordFailure(services.prisma, accountKey, BACKOFF_RULES.signInPerAccount, now);
    await audit(services.prisma, { action: 'auth.sign_in.failed', actor: { kind: actorKind, id: account?.id ?? null }, ip: meta.ip, detail: { kind } });
    throw new AppError('INVALID_CREDENTIALS', meta.language);
  }
  if (kind === 'staff') {
    await clear(services.prisma, pairKey);
    const tokens = await services.prisma.$transaction(async (tx) => {
      await tx.staff.update({ where: { id: account.id }, data: { lastSignInAt: now } });
      await audit(tx, { action: 'auth.sign_in.succeeded', actor: { kind: actorKind, id: account.id }, subject: { type: subjectType, id: account.id }, ip: meta.ip });
      return startSession(tx, { kind, id: account.id }, services.config.jwtSecret, now);
    });
    return { principalId: account.id, tokens };
  }
  const member = account as Member;
  // A person in several organisations starts where they last acted, and may switch (switchOrganisation).
  const organisationId = await organisationToActFor(services, member.id);
  // Only deleted (archived) organisations left: as before members, the account is gone.
  const archivedOnly = !organisationId && (await services.prisma.membership.count({ where: { memberId: member.id } })) > 0;
  const refusal = organisationId
    ? signInRefusal({ status: 'APPROVED', emailVerified: member.emailVerifiedAt !== null })
    : archivedOnly
      ? 'ACCOUNT_ARCHIVED'
      : 'NO_ORGANISATION';
  if (refusal) {
    await audit(services.prisma, { action: 'auth.sign_in.refused', actor: { kind: 'CLIENT', id: organisationId, memberId: member.id }, ip: meta.ip, detail: { reason: refusal } });
    throw new AppError(refusal === 'EMAIL_NOT_VERIFIED' ? 'EMAIL_NOT_VERIFIED' : refusal === 'NO_ORGANISATION' ? 'NO_ORGANISATION' : 'INVALID_CREDENTIALS', meta.language);
  }
  // Only this address's slate is wiped: a real sign-in must not hand a guesser elsewhere fresh tries.
  await clear(services.prisma, pairKey);
  const tokens = await services.prisma.$transaction((tx) => startMemberSession(services, tx, member.id, organisationId!, meta, now));
  return { principalId: member.id, tokens };
}

/** The organisation a member's sign-in acts for: the one they last acted for that still exists. */
async function organisationToActFor(services: AccountServices, memberId: string): Promise<string | null> {
  const membership = await services.prisma.membership.findFirst({
    where: { memberId, client: { status: { not: 'ARCHIVED' } } },
    orderBy: [{ lastActedAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'asc' }],
    select: { clientId: true },
  });
  return membership?.clientId ?? null;
}

/** Starts a member's session for one of their organisations (signing in, switching organisation). */
export async function startMemberSession(services: AccountServices, tx: Tx, memberId: string, organisationId: string, meta: RequestMeta, now: Date): Promise<SessionTokens> {
  await tx.member.update({ where: { id: memberId }, data: { lastSignInAt: now } });
  await tx.client.update({ where: { id: organisationId }, data: { lastSignInAt: now } });
  await tx.membership.update({ where: { clientId_memberId: { clientId: organisationId, memberId } }, data: { lastActedAt: now } });
  await audit(tx, {
    action: 'auth.sign_in.succeeded',
    actor: { kind: 'CLIENT', id: organisationId, memberId },
    subject: { type: 'Organisation', id: organisationId },
    ip: meta.ip,
  });
  return startSession(tx, { kind: 'client', id: memberId, organisationId }, services.config.jwtSecret, now);
}

// ————— password reset —————

/**
 * Always answers the same, whether or not the address has an account, and in the same time: the
 * look-up and the mail happen after the answer.
 */
export async function requestPasswordReset(services: AccountServices, rawEmail: string, meta: RequestMeta): Promise<void> {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw validationError(meta.language, { email: 'INVALID_EMAIL' });
  await limit(services, `reset:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.resetPerIp, meta);
  const now = services.now();
  // Per address: silently stop sending after a few, so nobody can flood an inbox.
  const perAccount = await hit(services.prisma, `reset:email:${email}`, RATE_RULES.resetPerAccount, now);
  if (!perAccount.allowed) return;
  afterResponse(services.log, 'password reset request', () => sendPasswordReset(services, email, meta, now), meta.defer);
}

async function sendPasswordReset(services: AccountServices, email: string, meta: RequestMeta, now: Date): Promise<void> {
  const person = await services.prisma.member.findUnique({ where: { email } });
  const org = person && !person.erasedAt ? person : null;
  const staff = org ? null : await services.prisma.staff.findUnique({ where: { email } });
  if (!org && (!staff || staff.disabledAt)) return;
  const clientId = org ? await organisationToActFor(services, org.id) : null;
  await services.prisma.$transaction(async (tx) => {
    const owner = org ? { memberId: org.id } : { staffId: staff!.id };
    const { token } = await issueToken(tx, 'PASSWORD_RESET', owner, now);
    await enqueueMail(
      tx,
      {
        to: email,
        language: org?.language ?? staff!.language,
        template: 'account.password_reset',
        clientId,
        data: {
          name: org ? (memberName(org) ?? '') : [staff!.firstName, staff!.lastName].filter(Boolean).join(' ') || staff!.name,
          // Staff are sent back to their own sign-in page afterwards.
          resetUrl: link(services, `/reset-password/${token}${org ? '' : '?for=staff'}`),
          expiresMinutes: TOKEN_TTL_MS.PASSWORD_RESET / 60_000,
        },
      },
      { now },
    );
    await audit(tx, { action: 'auth.password_reset.requested', actor: { kind: 'ANONYMOUS' }, subject: org ? { type: 'Member', id: org.id } : { type: 'Staff', id: staff!.id }, ip: meta.ip });
  });
  notify();
}

export async function passwordResetTokenValid(services: AccountServices, token: string): Promise<boolean> {
  return (await peekToken(services.prisma, 'PASSWORD_RESET', token, services.now())) !== null;
}

export async function resetPassword(
  services: AccountServices,
  input: { token: string; password: string; passwordConfirmation: string },
  meta: RequestMeta,
): Promise<void> {
  const now = services.now();
  const owner = await peekToken(services.prisma, 'PASSWORD_RESET', input.token, now);
  if (!owner) throw new AppError('INVALID_RESET_LINK', meta.language);
  const account = owner.memberId
    ? await services.prisma.member.findUnique({ where: { id: owner.memberId }, select: { email: true } })
    : await services.prisma.staff.findUnique({ where: { id: owner.staffId! }, select: { email: true, name: true } });
  const problem = passwordProblem(
    input.password,
    { email: account?.email ?? undefined, username: (account as { name?: string } | null)?.name },
    { commonPasswords: await commonPasswords() },
  );
  const fields: FieldErrors<string> = {};
  if (problem) fields.password = problem;
  if (input.password !== input.passwordConfirmation) fields.passwordConfirmation = 'PASSWORDS_DO_NOT_MATCH';
  if (Object.keys(fields).length) throw validationError(meta.language, fields);

  const passwordHash = await hashPassword(input.password, services.hashParams);
  const done = await services.prisma.$transaction(async (tx) => {
    const used = await consumeToken(tx, 'PASSWORD_RESET', input.token, now);
    if (!used) return null;
    if (used.memberId) {
      await tx.member.update({ where: { id: used.memberId }, data: { passwordHash } });
      await revokeAllSessions(tx, { kind: 'member', id: used.memberId }, now);
    } else if (used.staffId) {
      await tx.staff.update({ where: { id: used.staffId }, data: { passwordHash } });
      await revokeAllSessions(tx, { kind: 'staff', id: used.staffId }, now);
    }
    await audit(tx, {
      action: 'auth.password_reset.completed',
      actor: { kind: 'ANONYMOUS' },
      subject: used.memberId ? { type: 'Member', id: used.memberId } : { type: 'Staff', id: used.staffId! },
      ip: meta.ip,
    });
    return used.memberId ?? used.staffId!;
  });
  if (!done) throw new AppError('INVALID_RESET_LINK', meta.language);
  services.sessions.announce({ kind: 'SESSIONS_ENDED', principalId: done });
}

// ————— profile —————

export interface ProfileInput {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  contactInfo?: string | null;
  language?: Language | null;
}

/** Who changes a profile: one of the organisation's members (memberId null: no session, e.g. a
 * test), or a member of staff correcting it (the client is told). */
export type ProfileEditor = { kind: 'CLIENT'; memberId?: string | null } | { kind: 'STAFF'; id: string };

export async function updateProfile(services: AccountServices, clientId: string, input: ProfileInput, meta: RequestMeta, editor: ProfileEditor = { kind: 'CLIENT' }): Promise<Client> {
  const fields: FieldErrors<string> = validateProfile(input);
  if (Object.keys(fields).length) throw validationError(meta.language, fields);
  const now = services.now();

  const updated = await services.prisma.$transaction(async (tx) => {
    // Locked: a client's own edit and a staff correction are serialised, and the mail names what changed.
    await tx.$queryRaw`SELECT id FROM organisations WHERE id = ${clientId}::uuid FOR UPDATE`;
    const before = await tx.client.findUnique({ where: { id: clientId } });
    if (!before || (editor.kind === 'STAFF' && before.status === 'ARCHIVED')) throw new AppError('NOT_FOUND', meta.language);
    const updated = await tx.client.update({
      where: { id: clientId },
      data: {
        ...(input.name ? { name: input.name.trim() } : {}),
        ...(input.firstName !== undefined ? { firstName: cleanOptional(input.firstName) } : {}),
        ...(input.lastName !== undefined ? { lastName: cleanOptional(input.lastName) } : {}),
        ...(input.phone !== undefined ? { phone: cleanOptional(input.phone) } : {}),
        ...(input.contactInfo !== undefined ? { contactInfo: cleanOptional(input.contactInfo) } : {}),
        // A member's language is their own; the organisation's (for its notification address)
        // follows its owners' choice, or staff's.
        ...(input.language && (editor.kind === 'STAFF' || (await editsAsOwner(tx, clientId, editor))) ? { language: input.language } : {}),
      },
    });
    if (editor.kind === 'CLIENT' && editor.memberId && input.language) {
      await tx.member.update({ where: { id: editor.memberId }, data: { language: input.language } });
    }
    const changes = PROFILE_FIELDS.filter((field) => before[field] !== updated[field]).map((field) => ({ field, from: before[field], to: updated[field] }));
    await audit(tx, {
      action: 'account.updated',
      actor: editor.kind === 'STAFF' ? { kind: 'STAFF', id: editor.id } : { kind: 'CLIENT', id: clientId, memberId: editor.memberId ?? null },
      subject: { type: 'Organisation', id: clientId },
      ip: meta.ip,
      ...(editor.kind === 'STAFF' ? { detail: { fields: changes.map((c) => c.field) } } : {}),
    });
    if (editor.kind === 'STAFF' && changes.length) {
      await enqueueMail(tx, { to: updated.email, language: updated.language, clientId: updated.id, template: 'account.details_changed', data: { name: displayName(updated), changes } }, { now });
    }
    return updated;
  });
  if (editor.kind === 'STAFF') notify();
  // The viewer carries the language.
  services.sessions.announce({ kind: 'ACCOUNT_CHANGED', principalId: editor.kind === 'CLIENT' && editor.memberId ? editor.memberId : clientId });
  return updated;
}

async function editsAsOwner(tx: Tx, clientId: string, editor: { memberId?: string | null }): Promise<boolean> {
  if (!editor.memberId) return true;
  const membership = await tx.membership.findUnique({ where: { clientId_memberId: { clientId, memberId: editor.memberId } }, select: { role: true } });
  return membership?.role === 'OWNER';
}

/**
 * People whose only organisation is being erased go with it: nothing of theirs remains to act for.
 * Called inside the erasing transaction, before the organisation's row is deleted.
 */
async function eraseMembersOnlyIn(tx: Tx, clientId: string): Promise<string[]> {
  const members = await tx.membership.findMany({ where: { clientId }, select: { memberId: true } });
  const ids = members.map((m) => m.memberId);
  if (!ids.length) return [];
  const elsewhere = await tx.membership.findMany({ where: { memberId: { in: ids }, clientId: { not: clientId } }, select: { memberId: true } });
  const kept = new Set(elsewhere.map((m) => m.memberId));
  const only = ids.filter((id) => !kept.has(id));
  if (only.length) await tx.member.deleteMany({ where: { id: { in: only } } });
  return only;
}

/** The owner deletes the account by typing its e-mail. Approved accounts are archived for 90 days. */
export async function deleteOwnAccount(services: AccountServices, clientId: string, confirmEmail: string, meta: RequestMeta, memberId: string | null = null): Promise<{ archivedUntil: Date | null }> {
  return closeAccount(services, clientId, confirmEmail, { kind: 'CLIENT', memberId }, meta);
}

/** Staff erase an account at its owner's request: the same path as the owner's own deletion. */
export async function eraseClientAccount(services: AccountServices, staffId: string, clientId: string, confirmEmail: string, meta: RequestMeta): Promise<{ archivedUntil: Date | null }> {
  return closeAccount(services, clientId, confirmEmail, { kind: 'STAFF', id: staffId }, meta);
}

/**
 * Deletes an account, confirmed by typing its e-mail address: its sessions end, its open reservations
 * are cancelled (staff are told in their live queues), and an account that was ever approved is
 * archived for 90 days (then purged), any other erased at once.
 */
async function closeAccount(services: AccountServices, clientId: string, confirmEmail: string, by: ProfileEditor, meta: RequestMeta): Promise<{ archivedUntil: Date | null }> {
  const now = services.now();
  const org = await services.prisma.client.findUnique({ where: { id: clientId } });
  if (!org) throw new AppError('NOT_FOUND', meta.language);
  if (normaliseEmail(confirmEmail) !== org.email) {
    throw new AppError('CONFIRMATION_MISMATCH', meta.language, { detail: { fields: { confirmEmail: 'CONFIRMATION_MISMATCH' } } });
  }
  const outcome = applyAccountAction({ status: org.status, emailVerified: org.emailVerifiedAt !== null, everApproved: org.approvedAt !== null }, 'delete');
  if (!outcome.ok) throw new AppError('INVALID_STATE', meta.language);
  const archivedUntil = 'erase' in outcome ? null : purgeDate(now);
  const cancelled = await services.prisma.$transaction(async (tx) => {
    await revokeAllSessions(tx, { kind: 'organisation', id: org.id }, now);
    // Staff must not confirm a booking for an account that no longer exists.
    const cancelledReservations = archivedUntil ? await cancelOpenReservationsOf(tx, org.id, org.language, now, by.kind === 'CLIENT' ? (by.memberId ?? null) : null) : [];
    if (archivedUntil) {
      await tx.client.update({ where: { id: org.id }, data: { status: 'ARCHIVED', archivedAt: now, purgeAfter: archivedUntil } });
      await enqueueMail(tx, { to: org.email, language: org.language, template: 'account.deleted', clientId: null, data: { name: displayName(org), purgeDate: archivedUntil } }, { now });
    } else {
      await eraseMembersOnlyIn(tx, org.id);
      await tx.client.delete({ where: { id: org.id } });
    }
    await audit(tx, {
      action: 'account.deleted',
      actor: by.kind === 'STAFF' ? { kind: 'STAFF', id: by.id } : { kind: 'CLIENT', id: org.id, memberId: by.memberId ?? null },
      subject: { type: 'Organisation', id: org.id },
      ip: meta.ip,
      detail: { archived: archivedUntil !== null, cancelledReservations: cancelledReservations.map((r) => r.orderNumber) },
    });
    return cancelledReservations;
  });
  notify();
  publish(services, 'DELETED', org.id);
  announceAccountClosed(services, cancelled);
  return { archivedUntil };
}

// ————— staff decisions —————

export type StaffDecision = Exclude<AccountAction, 'delete'>;

const DECISION_EVENT: Record<StaffDecision, ClientAccountEventKind> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  block: 'BLOCKED',
  unblock: 'UNBLOCKED',
};

/** Approve, reject (erase at once), block (with a reason) or unblock a client account. */
export async function decideOnAccount(
  services: AccountServices,
  staffId: string,
  clientId: string,
  decision: StaffDecision,
  options: { reason?: string | null },
  meta: RequestMeta,
): Promise<Client | null> {
  const now = services.now();
  const result = await services.prisma.$transaction(async (tx) => {
    // Lock the row: two staff deciding at once are serialised and the second sees the new state.
    await tx.$queryRaw`SELECT id FROM organisations WHERE id = ${clientId}::uuid FOR UPDATE`;
    const org = await tx.client.findUnique({ where: { id: clientId } });
    if (!org) throw new AppError('NOT_FOUND', meta.language);
    const outcome = applyAccountAction({ status: org.status, emailVerified: org.emailVerifiedAt !== null, everApproved: org.approvedAt !== null }, decision);
    if (!outcome.ok) throw new AppError(outcome.reason === 'NOT_VERIFIED' ? 'NOT_VERIFIED_FOR_APPROVAL' : 'INVALID_STATE', meta.language);
    const auditEntry = { actor: { kind: 'STAFF' as const, id: staffId }, subject: { type: 'Organisation' as const, id: org.id }, ip: meta.ip };
    if ('erase' in outcome) {
      // Told in their language before the data goes; the mail is not the account's, so it stays.
      await enqueueMail(tx, { to: org.email, language: org.language, clientId: null, template: 'account.rejected', data: { name: displayName(org) } }, { now });
      await eraseMembersOnlyIn(tx, org.id);
      await tx.client.delete({ where: { id: org.id } });
      await audit(tx, { action: 'account.rejected', ...auditEntry, detail: { name: org.name } });
      return null;
    }
    const reason = cleanOptional(options.reason);
    const updated = await tx.client.update({
      where: { id: org.id },
      data: {
        status: outcome.status,
        ...(decision === 'approve' ? { approvedAt: now, approvedById: staffId } : {}),
        ...(decision === 'block' ? { blockedAt: now, blockedReason: reason } : {}),
        ...(decision === 'unblock' ? { blockedAt: null, blockedReason: null } : {}),
      },
    });
    if (decision === 'block') await revokeAllSessions(tx, { kind: 'organisation', id: org.id }, now);
    const name = displayName(org);
    const mail =
      decision === 'approve'
        ? ({ template: 'account.approved', data: { name, signInUrl: link(services, '/login') } } as const)
        : decision === 'block'
          ? ({ template: 'account.blocked', data: { name, reason } } as const)
          : ({ template: 'account.unblocked', data: { name } } as const);
    await enqueueMail(tx, { to: org.email, language: org.language, clientId: org.id, ...mail }, { now });
    if (decision === 'approve') await enqueueWebhooks(tx, { event: 'CLIENT_APPROVED', client: updated }, now);
    await audit(tx, { action: `account.${decision === 'approve' ? 'approved' : decision === 'block' ? 'blocked' : 'unblocked'}`, ...auditEntry, ...(reason ? { detail: { reason } } : {}) });
    return updated;
  });
  notify();
  publish(services, DECISION_EVENT[decision], clientId);
  return result;
}

/** Erases registrations whose e-mail address was not confirmed in time (domain/retention.ts). */
export async function eraseUnverifiedRegistrations(services: Pick<Services, 'prisma' | 'now'>): Promise<number> {
  const due = await services.prisma.client.findMany({
    where: { emailVerifiedAt: null, status: { not: 'ARCHIVED' }, createdAt: { lt: unverifiedRegistrationCutoff(services.now()) } },
    select: { id: true },
  });
  for (const { id } of due) {
    await services.prisma.$transaction(async (tx) => {
      // Confirmed in the meantime: kept.
      await tx.$queryRaw`SELECT id FROM organisations WHERE id = ${id}::uuid FOR UPDATE`;
      const unconfirmed = await tx.client.findFirst({ where: { id, emailVerifiedAt: null }, select: { id: true } });
      if (unconfirmed) await eraseMembersOnlyIn(tx, id);
      const { count } = await tx.client.deleteMany({ where: { id, emailVerifiedAt: null } });
      if (count) await audit(tx, { action: 'account.unverified_erased', actor: { kind: 'SYSTEM' }, subject: { type: 'Organisation', id } });
    });
  }
  return due.length;
}

/** Erases archived accounts whose 90 days have passed: their personal data, reservations and mail. */
export async function purgeArchivedAccounts(services: Pick<Services, 'prisma' | 'now'>): Promise<number> {
  const now = services.now();
  const due = await services.prisma.client.findMany({ where: { status: 'ARCHIVED', purgeAfter: { lte: now } }, select: { id: true } });
  for (const { id } of due) {
    await services.prisma.$transaction(async (tx) => {
      // Reservations, tokens and mail go with the row (ON DELETE CASCADE); so do the people who
      // belonged to nothing else.
      await eraseMembersOnlyIn(tx, id);
      await tx.client.delete({ where: { id } });
      await audit(tx, { action: 'account.purged', actor: { kind: 'SYSTEM' }, subject: { type: 'Organisation', id } });
    });
  }
  return due.length;
}
