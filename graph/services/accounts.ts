// Client account use cases: register, verify, resend, sign in, reset the password, edit the
// profile, delete; and the staff decisions on accounts. Each one is a transaction that writes the
// change, its audit entry and its e-mail together, then publishes the live event.
// Rules come from graph/domain; this module is the I/O around them.
import { checkBillingDetails, type BillingDetailsInput } from '../domain/invoice-parties.ts';
import type { Services } from '../context.ts';
import type { Language } from '../i18n/messages.ts';
import type { Client } from '../generated/prisma/client.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { enqueueMail, notify } from '../mail/outbox.ts';
import { enqueueWebhooks } from '../webhooks/outbox.ts';
import { COMMON_PASSWORDS } from '../domain/common-passwords.ts';
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

/** How long a client waits before another verification e-mail can be sent (shown as a countdown). */
export const RESEND_WAIT_SECONDS = 60;

export interface RequestMeta {
  ip: string | null;
  language: Language;
  /** Work that must not delay or shape the answer starts once it is written (lib/after-response.ts). */
  defer?: Defer | null;
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
  const errors = { ...validateRegistration(input, { commonPasswords: COMMON_PASSWORDS }), ...(billing?.errors ?? {}) };
  if (Object.keys(errors).length) throw validationError(meta.language, errors as FieldErrors<string>);
  await limit(services, `register:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.registerPerIp, meta);

  const email = normaliseEmail(input.email);
  const username = normaliseUsername(input.username);
  const answer = { email, resendAvailableInSeconds: RESEND_WAIT_SECONDS };
  // Checked before the e-mail and whatever the e-mail is, so this answer says nothing about it.
  if (await services.prisma.client.findUnique({ where: { username }, select: { id: true } })) throw usernameTaken(meta.language);

  // Hashed on both paths below, so that the time taken does not tell them apart either.
  const passwordHash = await hashPassword(input.password, services.hashParams);
  const existing = await services.prisma.client.findUnique({ where: { email } });
  if (existing) {
    await tellOwnerOfRegistration(services, existing, meta);
    return answer;
  }
  const now = services.now();
  let created: Client;
  try {
    created = await services.prisma.$transaction(async (tx) => {
      const org = await tx.client.create({
        data: {
          name: input.name.trim(),
          firstName: cleanOptional(input.firstName),
          lastName: cleanOptional(input.lastName),
          email,
          phone: cleanOptional(input.phone),
          username,
          passwordHash,
          contactInfo: cleanOptional(input.contactInfo),
          language: meta.language,
          termsAcceptedAt: now,
        },
      });
      if (billing) await tx.billingDetails.create({ data: { clientId: org.id, ...billing.details } });
      await sendVerification(services, tx, org, now);
      await enqueueWebhooks(tx, { event: 'CLIENT_REGISTERED', client: org }, now);
      await audit(tx, { action: 'account.registered', actor: { kind: 'CLIENT', id: org.id }, subject: { type: 'Organisation', id: org.id }, ip: meta.ip });
      return org;
    });
  } catch (error) {
    // Two registrations racing for the same e-mail or username: the unique index decides.
    if ((error as { code?: string }).code === 'P2002') {
      const target = String((error as { meta?: { target?: unknown } }).meta?.target ?? '');
      if (target.includes('username')) throw usernameTaken(meta.language);
      const winner = await services.prisma.client.findUnique({ where: { email } });
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

/** Someone registered with the address of an existing account: mail its owner, never the visitor. */
async function tellOwnerOfRegistration(services: AccountServices, org: Client, meta: RequestMeta): Promise<void> {
  const now = services.now();
  // A few a hour per address, so the form cannot be used to flood someone's inbox.
  const notice = await hit(services.prisma, `register:notice:${org.email}`, RATE_RULES.registerNoticePerEmail, now);
  if (!notice.allowed) return;
  const unverified = !org.emailVerifiedAt && org.status !== 'ARCHIVED';
  if (unverified) {
    // Probably the owner again, who lost the first mail: a fresh link, once a minute at most.
    const last = await latestTokenIssuedAt(services.prisma, 'EMAIL_VERIFICATION', org.id);
    if (last && now.getTime() - last.getTime() < RESEND_WAIT_SECONDS * 1000) return;
  }
  await services.prisma.$transaction(async (tx) => {
    if (unverified) await sendVerification(services, tx, org, now);
    else
      await enqueueMail(
        tx,
        {
          to: org.email,
          language: org.language,
          template: 'account.exists',
          clientId: org.id,
          data: { name: displayName(org), signInUrl: link(services, '/login'), resetUrl: link(services, '/login?mode=forgot') },
        },
        { now },
      );
    await audit(tx, { action: 'account.registration_for_existing', actor: { kind: 'ANONYMOUS' }, subject: { type: 'Organisation', id: org.id }, ip: meta.ip });
  });
  notify();
}

type Tx = Parameters<Parameters<Services['prisma']['$transaction']>[0]>[0];

async function sendVerification(services: AccountServices, tx: Tx, org: Client, now: Date) {
  const { token } = await issueToken(tx, 'EMAIL_VERIFICATION', { clientId: org.id }, now);
  await enqueueMail(
    tx,
    {
      to: org.email,
      language: org.language,
      template: 'account.verify',
      clientId: org.id,
      data: {
        name: displayName(org),
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
    const org = await services.prisma.client.findUnique({ where: { email } });
    if (!org || org.emailVerifiedAt || org.status === 'ARCHIVED') return;
    const last = await latestTokenIssuedAt(services.prisma, 'EMAIL_VERIFICATION', org.id);
    if (last && now.getTime() - last.getTime() < RESEND_WAIT_SECONDS * 1000) return;
    await services.prisma.$transaction((tx) => sendVerification(services, tx, org, now));
    notify();
  }, meta.defer);
  return { resendAvailableInSeconds: RESEND_WAIT_SECONDS };
}

export async function verifyEmail(services: AccountServices, token: string, meta: RequestMeta): Promise<{ clientId: string }> {
  const now = services.now();
  const clientId = await services.prisma.$transaction(async (tx) => {
    const owner = await consumeToken(tx, 'EMAIL_VERIFICATION', token, now);
    if (!owner?.clientId) return null;
    await tx.client.update({ where: { id: owner.clientId }, data: { emailVerifiedAt: now } });
    await audit(tx, { action: 'account.verified', actor: { kind: 'CLIENT', id: owner.clientId }, subject: { type: 'Organisation', id: owner.clientId }, ip: meta.ip });
    return owner.clientId;
  });
  if (!clientId) throw new AppError('VERIFICATION_FAILED', meta.language);
  publish(services, 'VERIFIED', clientId);
  return { clientId };
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
      ? await services.prisma.client.findUnique({ where: { email } })
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
  if (kind === 'client') {
    const org = account as Client;
    const refusal = signInRefusal({ status: org.status, emailVerified: org.emailVerifiedAt !== null });
    if (refusal) {
      await audit(services.prisma, { action: 'auth.sign_in.refused', actor: { kind: 'CLIENT', id: org.id }, ip: meta.ip, detail: { reason: refusal } });
      throw new AppError(refusal === 'EMAIL_NOT_VERIFIED' ? 'EMAIL_NOT_VERIFIED' : 'INVALID_CREDENTIALS', meta.language);
    }
  }
  // Only this address's slate is wiped: a real sign-in must not hand a guesser elsewhere fresh tries.
  await clear(services.prisma, pairKey);
  const tokens = await services.prisma.$transaction(async (tx) => {
    if (kind === 'client') await tx.client.update({ where: { id: account.id }, data: { lastSignInAt: now } });
    else await tx.staff.update({ where: { id: account.id }, data: { lastSignInAt: now } });
    await audit(tx, { action: 'auth.sign_in.succeeded', actor: { kind: actorKind, id: account.id }, subject: { type: subjectType, id: account.id }, ip: meta.ip });
    return startSession(tx, { kind, id: account.id }, services.config.jwtSecret, now);
  });
  return { principalId: account.id, tokens };
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
  const org = await services.prisma.client.findUnique({ where: { email } });
  const staff = org ? null : await services.prisma.staff.findUnique({ where: { email } });
  if ((!org || org.status === 'ARCHIVED') && (!staff || staff.disabledAt)) return;
  await services.prisma.$transaction(async (tx) => {
    const owner = org ? { clientId: org.id } : { staffId: staff!.id };
    const { token } = await issueToken(tx, 'PASSWORD_RESET', owner, now);
    await enqueueMail(
      tx,
      {
        to: email,
        language: org?.language ?? staff!.language,
        template: 'account.password_reset',
        clientId: org?.id ?? null,
        data: {
          name: org ? displayName(org) : [staff!.firstName, staff!.lastName].filter(Boolean).join(' ') || staff!.name,
          // Staff are sent back to their own sign-in page afterwards.
          resetUrl: link(services, `/reset-password/${token}${org ? '' : '?for=staff'}`),
          expiresMinutes: TOKEN_TTL_MS.PASSWORD_RESET / 60_000,
        },
      },
      { now },
    );
    await audit(tx, { action: 'auth.password_reset.requested', actor: { kind: 'ANONYMOUS' }, subject: org ? { type: 'Organisation', id: org.id } : { type: 'Staff', id: staff!.id }, ip: meta.ip });
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
  const account = owner.clientId
    ? await services.prisma.client.findUnique({ where: { id: owner.clientId }, select: { email: true, username: true } })
    : await services.prisma.staff.findUnique({ where: { id: owner.staffId! }, select: { email: true, name: true } });
  const problem = passwordProblem(
    input.password,
    { email: account?.email, username: (account as { username?: string } | null)?.username },
    { commonPasswords: COMMON_PASSWORDS },
  );
  const fields: FieldErrors<string> = {};
  if (problem) fields.password = problem;
  if (input.password !== input.passwordConfirmation) fields.passwordConfirmation = 'PASSWORDS_DO_NOT_MATCH';
  if (Object.keys(fields).length) throw validationError(meta.language, fields);

  const passwordHash = await hashPassword(input.password, services.hashParams);
  const done = await services.prisma.$transaction(async (tx) => {
    const used = await consumeToken(tx, 'PASSWORD_RESET', input.token, now);
    if (!used) return null;
    if (used.clientId) {
      await tx.client.update({ where: { id: used.clientId }, data: { passwordHash } });
      await revokeAllSessions(tx, { kind: 'client', id: used.clientId }, now);
    } else if (used.staffId) {
      await tx.staff.update({ where: { id: used.staffId }, data: { passwordHash } });
      await revokeAllSessions(tx, { kind: 'staff', id: used.staffId }, now);
    }
    await audit(tx, {
      action: 'auth.password_reset.completed',
      actor: { kind: 'ANONYMOUS' },
      subject: used.clientId ? { type: 'Organisation', id: used.clientId } : { type: 'Staff', id: used.staffId! },
      ip: meta.ip,
    });
    return used.clientId ?? used.staffId!;
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

/** Who changes a profile: the organisation itself, or a member of staff correcting it (the client is told). */
export type ProfileEditor = { kind: 'CLIENT' } | { kind: 'STAFF'; id: string };

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
        ...(input.language ? { language: input.language } : {}),
      },
    });
    const changes = PROFILE_FIELDS.filter((field) => before[field] !== updated[field]).map((field) => ({ field, from: before[field], to: updated[field] }));
    await audit(tx, {
      action: 'account.updated',
      actor: editor.kind === 'STAFF' ? { kind: 'STAFF', id: editor.id } : { kind: 'CLIENT', id: clientId },
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
  services.sessions.announce({ kind: 'ACCOUNT_CHANGED', principalId: clientId });
  return updated;
}

/** The owner deletes the account by typing its e-mail. Approved accounts are archived for 90 days. */
export async function deleteOwnAccount(services: AccountServices, clientId: string, confirmEmail: string, meta: RequestMeta): Promise<{ archivedUntil: Date | null }> {
  return closeAccount(services, clientId, confirmEmail, { kind: 'CLIENT' }, meta);
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
    await revokeAllSessions(tx, { kind: 'client', id: org.id }, now);
    // Staff must not confirm a booking for an account that no longer exists.
    const cancelledReservations = archivedUntil ? await cancelOpenReservationsOf(tx, org.id, org.language, now) : [];
    if (archivedUntil) {
      await tx.client.update({ where: { id: org.id }, data: { status: 'ARCHIVED', archivedAt: now, purgeAfter: archivedUntil } });
      await enqueueMail(tx, { to: org.email, language: org.language, template: 'account.deleted', clientId: null, data: { name: displayName(org), purgeDate: archivedUntil } }, { now });
    } else {
      await tx.client.delete({ where: { id: org.id } });
    }
    await audit(tx, {
      action: 'account.deleted',
      actor: by.kind === 'STAFF' ? { kind: 'STAFF', id: by.id } : { kind: 'CLIENT', id: org.id },
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
    if (decision === 'block') await revokeAllSessions(tx, { kind: 'client', id: org.id }, now);
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
      // Reservations, tokens and mail go with the row (ON DELETE CASCADE).
      await tx.client.delete({ where: { id } });
      await audit(tx, { action: 'account.purged', actor: { kind: 'SYSTEM' }, subject: { type: 'Organisation', id } });
    });
  }
  return due.length;
}
