// Sign-up, verification, sign-in, password reset, profile and account deletion, and the staff
// decisions on client accounts: the GraphQL surface. The use cases live in graph/services/accounts.ts.
// Errors carry `extensions.code` (and `extensions.fields` for form fields) for the web app to translate.
import { BillingDetailsInputRef } from './billing/booking-terms.ts';
import { builder } from '../builder.ts';
import { PASSWORD_RULES, viewerId } from './guards.ts';
import type { Context } from '../context.ts';
import { newCaptchaChallenge } from '../auth/captcha.ts';
import { clearedSessionCookies, sessionCookies } from '../auth/sessions.ts';
import {
  decideOnAccount,
  deleteOwnAccount,
  eraseClientAccount,
  passwordResetTokenValid,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  updateProfile,
  verifyEmail,
  type AccountServices,
  type RequestMeta,
  type StaffDecision,
} from '../services/accounts.ts';
import { ClientRef } from './accounts.ts';
import { exportClientData } from '../services/data-export.ts';
import { LanguageEnum } from './enums.ts';
import { ACCOUNT_TEXT_LIMITS, DECISION_REASON_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../domain/account-rules.ts';
import { describeMutation, INPUT_ERRORS, type InputFields } from './mutations.ts';
import { DEPOSIT_CREDIT_ERROR } from './billing/refusals.ts';
import type { MessageCode } from '../i18n/messages.ts';

export function accountServices(ctx: Context): AccountServices {
  return ctx.services;
}

function meta(ctx: Context): RequestMeta {
  return { ip: ctx.ip, language: ctx.language, defer: ctx.defer };
}

const RESEND_AVAILABLE = 'Seconds until another verification e-mail may be requested.';

/** The editable profile texts (updateProfile, updateClient): omitted stays, null or empty clears. */
const profileFields = (t: InputFields) => ({
  name: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.name, description: `Group, company or agency name (at most ${ACCOUNT_TEXT_LIMITS.name} characters; cannot be cleared).` }),
  firstName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.firstName, description: `The contact person’s first name (at most ${ACCOUNT_TEXT_LIMITS.firstName} characters).` }),
  lastName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.lastName, description: `The contact person’s last name (at most ${ACCOUNT_TEXT_LIMITS.lastName} characters).` }),
  phone: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.phone, description: `A contact phone number (at most ${ACCOUNT_TEXT_LIMITS.phone} characters).` }),
  contactInfo: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.contactInfo, multiline: true, description: `Additional contact information (at most ${ACCOUNT_TEXT_LIMITS.contactInfo} characters, may span lines).` }),
});


// ————— public queries —————

builder.queryField('captchaChallenge', (t) =>
  t.string({
    description: 'A fresh proof-of-work captcha challenge (ALTCHA, JSON) for the sign-in forms.',
    resolve: async (_root, _args, ctx) => JSON.stringify(await newCaptchaChallenge(ctx.services.config.jwtSecret, ctx.services.now(), ctx.services.captchaDifficulty)),
  }),
);

builder.queryField('passwordResetLinkValid', (t) =>
  t.boolean({
    description: 'Whether a password-reset link is still valid (unused and not expired).',
    args: { token: t.arg.string({ required: true, description: 'The token from the password-reset link.' }) },
    resolve: (_root, { token }, ctx) => passwordResetTokenValid(accountServices(ctx), token),
  }),
);

// ————— registration and verification —————

const EMAIL_ERROR = ['VALIDATION', 'extensions.fields.email is INVALID_EMAIL'] as const;
const TOO_MANY = ['TOO_MANY_REQUESTS', 'too many attempts from this address for now (extensions.retryAfterSeconds)'] as const;

/** The password rules' codes (domain/account-rules.ts passwordProblem). */
const PASSWORD_CODES = 'PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON or PASSWORD_CONTAINS_IDENTITY';

builder.relayMutationField(
  'registerClient',
  {
    inputFields: (t) => ({
      // E-mail, username and password keep the default bound: their own rules answer for length
      // with their own codes (INVALID_EMAIL, INVALID_USERNAME, PASSWORD_TOO_LONG).
      name: t.string({ required: true, maxLength: ACCOUNT_TEXT_LIMITS.name, description: 'Group, company or agency name.' }),
      firstName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.firstName, description: `The contact person’s first name (optional, at most ${ACCOUNT_TEXT_LIMITS.firstName} characters).` }),
      lastName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.lastName, description: `The contact person’s last name (optional, at most ${ACCOUNT_TEXT_LIMITS.lastName} characters).` }),
      email: t.string({ required: true, description: 'The e-mail address to sign in with; the verification e-mail goes there.' }),
      phone: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.phone, description: `A contact phone number (optional, at most ${ACCOUNT_TEXT_LIMITS.phone} characters).` }),
      username: t.string({ required: true, description: `A unique name, ${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: letters, digits, dot, dash or underscore, starting and ending with a letter or digit (stored in lower case).` }),
      password: t.string({ required: true, description: PASSWORD_RULES }),
      passwordConfirmation: t.string({ required: true, description: 'The password again.' }),
      contactInfo: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.contactInfo, multiline: true, description: 'Additional contact information.' }),
      acceptTerms: t.boolean({ required: true, description: 'Accepts the privacy policy and the terms of service.' }),
      language: t.field({ type: LanguageEnum, description: 'Preferred language (default: the request’s).' }),
      billingDetails: t.field({
        type: BillingDetailsInputRef,
        description: 'Whom invoices are made out to (optional: asked for at registration or before the first invoice; ignored when the address already has an account).',
      }),
    }),
  },
  {
    description: describeMutation(
      'Registers an organisation account and sends the verification e-mail. An address that already has an account gets the same answer (its owner is mailed instead).',
      'anyone',
      [
        [
          'VALIDATION',
          'extensions.fields maps each refused field to its code: name REQUIRED or TOO_LONG; email INVALID_EMAIL; username INVALID_USERNAME; phone INVALID_PHONE; ' +
            `firstName, lastName, contactInfo TOO_LONG; password ${PASSWORD_CODES}; passwordConfirmation PASSWORDS_DO_NOT_MATCH; acceptTerms TERMS_NOT_ACCEPTED; ` +
            'the billing details’ legalName, addressLine, postcode, city REQUIRED or TOO_LONG, countryCode UNKNOWN_COUNTRY, vatId INVALID_FORMAT or WRONG_COUNTRY, billingEmail INVALID_EMAIL',
        ],
        INPUT_ERRORS.text,
        ['USERNAME_TAKEN', 'another account has this username (extensions.fields.username)'],
        TOO_MANY,
      ],
    ),
    resolve: async (_root, { input }, ctx) => {
      const language = input.language ?? ctx.language;
      const result = await register(accountServices(ctx), { ...input, acceptTerms: input.acceptTerms }, { ...meta(ctx), language });
      return { email: result.email, resendAvailableInSeconds: result.resendAvailableInSeconds };
    },
  },
  {
    description: 'Where the verification e-mail went, and when another may be requested.',
    outputFields: (t) => ({
      email: t.exposeString('email', { description: 'The address, normalised (trimmed, lower case).' }),
      resendAvailableInSeconds: t.exposeInt('resendAvailableInSeconds', { description: RESEND_AVAILABLE }),
    }),
  },
);

builder.relayMutationField(
  'resendVerificationEmail',
  { inputFields: (t) => ({ email: t.string({ required: true, description: 'The address the account registered with.' }) }) },
  {
    description: describeMutation(
      'Sends the verification e-mail again (once a minute per address). The answer is the same whether or not the address has an unverified account.',
      'anyone',
      [EMAIL_ERROR, INPUT_ERRORS.text, ['RESEND_TOO_SOON', 'a mail was requested for this address less than a minute ago (extensions.retryAfterSeconds)'], TOO_MANY],
    ),
    resolve: async (_root, { input }, ctx) => {
      const result = await resendVerification(accountServices(ctx), input.email, meta(ctx));
      return { email: input.email.trim().toLowerCase(), ...result };
    },
  },
  {
    description: 'When another verification e-mail may be requested.',
    outputFields: (t) => ({
      email: t.exposeString('email', { description: 'The address, normalised (trimmed, lower case).' }),
      resendAvailableInSeconds: t.exposeInt('resendAvailableInSeconds', { description: RESEND_AVAILABLE }),
    }),
  },
);

builder.relayMutationField(
  'verifyEmail',
  { inputFields: (t) => ({ token: t.string({ required: true, description: 'The token from the verification link.' }) }) },
  {
    description: describeMutation('Confirms an e-mail address with the token from the verification link.', 'anyone', [
      ['VERIFICATION_FAILED', 'the link is unknown, used or expired'],
      INPUT_ERRORS.text,
    ]),
    resolve: async (_root, { input }, ctx) => {
      await verifyEmail(accountServices(ctx), input.token, meta(ctx));
      return { ok: true as const };
    },
  },
  { outputFields: (t) => ({ ok: t.boolean({ description: 'Always true: the address is confirmed.', resolve: (payload) => payload.ok }) }) },
);

// ————— sign-in —————

function signInField(kind: 'client' | 'staff') {
  builder.relayMutationField(
    kind === 'client' ? 'signIn' : 'staffSignIn',
    {
      inputFields: (t) => ({
        email: t.string({ required: true, description: kind === 'client' ? 'The organisation account’s e-mail address.' : 'The staff account’s e-mail address.' }),
        password: t.string({ required: true, description: 'The account’s password.' }),
        captcha: t.string({ required: true, description: 'The ALTCHA widget’s payload.' }),
      }),
    },
    {
      description: describeMutation(
        kind === 'client'
          ? 'Signs an organisation in: sets the session cookies. Read `viewer` afterwards.'
          : 'Signs a member of staff in: sets the session cookies. Read `viewer` afterwards.',
        'anyone',
        [
          EMAIL_ERROR,
          INPUT_ERRORS.text,
          ['CAPTCHA_REQUIRED', 'no captcha payload (extensions.fields.captcha REQUIRED)'],
          ['CAPTCHA_INVALID', 'the captcha is not solved, expired or already used (extensions.fields.captcha INVALID)'],
          ['TOO_MANY_REQUESTS', 'too many failed sign-ins for this account or from this address: wait extensions.retryAfterSeconds'],
          ['INVALID_CREDENTIALS', kind === 'client' ? 'wrong e-mail or password, or an account that may not sign in' : 'wrong e-mail or password, or a disabled account'],
          ...(kind === 'client' ? ([['EMAIL_NOT_VERIFIED', 'the password is right but the e-mail address is not confirmed yet']] as const) : []),
        ],
      ),
      resolve: async (_root, { input }, ctx) => {
        const { tokens } = await signIn(accountServices(ctx), kind, input, meta(ctx));
        ctx.setCookies.push(...sessionCookies(ctx.services.config, tokens));
        return { ok: true as const };
      },
    },
    { outputFields: (t) => ({ ok: t.boolean({ description: 'Always true: the session cookies are set.', resolve: (payload) => payload.ok }) }) },
  );
}
signInField('client');
signInField('staff');

// ————— password reset —————

builder.relayMutationField(
  'requestPasswordReset',
  { inputFields: (t) => ({ email: t.string({ required: true, description: 'The e-mail address of the account (client or staff).' }) }) },
  {
    description: describeMutation('Sends password-reset instructions if the address has an account. The answer is the same either way.', 'anyone', [
      EMAIL_ERROR,
      INPUT_ERRORS.text,
      TOO_MANY,
    ]),
    resolve: async (_root, { input }, ctx) => {
      await requestPasswordReset(accountServices(ctx), input.email, meta(ctx));
      return { ok: true as const };
    },
  },
  { outputFields: (t) => ({ ok: t.boolean({ description: 'Always true, whether or not the address has an account.', resolve: (payload) => payload.ok }) }) },
);

builder.relayMutationField(
  'resetPassword',
  {
    inputFields: (t) => ({
      token: t.string({ required: true, description: 'The token from the password-reset link.' }),
      password: t.string({ required: true, description: `The new password. ${PASSWORD_RULES}` }),
      passwordConfirmation: t.string({ required: true, description: 'The new password again.' }),
    }),
  },
  {
    description: describeMutation('Sets a new password with a reset link’s token; ends every session of the account.', 'anyone', [
      ['INVALID_RESET_LINK', 'the link is unknown, used or expired'],
      ['VALIDATION', `extensions.fields.password is ${PASSWORD_CODES}; passwordConfirmation PASSWORDS_DO_NOT_MATCH`],
      INPUT_ERRORS.text,
    ]),
    resolve: async (_root, { input }, ctx) => {
      await resetPassword(accountServices(ctx), input, meta(ctx));
      return { ok: true as const };
    },
  },
  { outputFields: (t) => ({ ok: t.boolean({ description: 'Always true: the password is changed.', resolve: (payload) => payload.ok }) }) },
);

// ————— profile —————

builder.relayMutationField(
  'updateProfile',
  {
    description: 'Omitted fields stay as they are; for the optional texts, null or an empty string clears them.',
    inputFields: (t) => ({
      ...profileFields(t),
      language: t.field({ type: LanguageEnum, description: 'Used for every e-mail to this account.' }),
    }),
  },
  {
    description: describeMutation('Edits the signed-in organisation’s profile and language preference.', 'client', [
      ['VALIDATION', 'extensions.fields maps each refused field to its code: name REQUIRED or TOO_LONG; firstName, lastName, contactInfo TOO_LONG; phone INVALID_PHONE'],
      INPUT_ERRORS.text,
    ]),
    authScopes: { client: true },
    resolve: async (_root, { input }, ctx) => ({ client: await updateProfile(accountServices(ctx), viewerId(ctx, 'client'), input, meta(ctx)) }),
  },
  {
    outputFields: (t) => ({
      client: t.field({ type: ClientRef, description: 'The account as it is now.', resolve: (payload) => payload.client }),
    }),
  },
);

builder.relayMutationField(
  'deleteAccount',
  { inputFields: (t) => ({ confirmEmail: t.string({ required: true, description: 'The account’s e-mail address, typed again.' }) }) },
  {
    description: describeMutation(
      'Deletes the signed-in organisation’s account and ends its sessions; confirm by typing its e-mail address. An account that was ever approved is archived (erased after 90 days), any other is erased at once.',
      'client',
      [
        ['CONFIRMATION_MISMATCH', 'confirmEmail is not the account’s address (extensions.fields.confirmEmail)'],
        ['INVALID_STATE', 'the account cannot be deleted in its state (already archived)'],
        DEPOSIT_CREDIT_ERROR,
        INPUT_ERRORS.text,
      ],
    ),
    authScopes: { client: true },
    resolve: async (_root, { input }, ctx) => {
      const clientId = viewerId(ctx, 'client');
      const result = await deleteOwnAccount(accountServices(ctx), clientId, input.confirmEmail, meta(ctx));
      ctx.setCookies.push(...clearedSessionCookies(ctx.services.config));
      return { ...result, clientId };
    },
  },
  {
    outputFields: (t) => ({
      deletedClientId: t.globalID({ description: 'The global ID of the deleted account.', resolve: (payload) => ({ type: ClientRef, id: payload.clientId }) }),
      archivedUntil: t.expose('archivedUntil', { type: 'DateTime', nullable: true, description: 'When the archived data is erased for good (null: erased now).' }),
    }),
  },
);

// ————— staff decisions —————

const DECISION_ERRORS = {
  notFound: ['NOT_FOUND', 'no such account (or clientId is not a Client ID)'],
} as const;

function decisionField(name: string, decision: Exclude<StaffDecision, 'reject'>, summary: string, errors: ReadonlyArray<readonly [MessageCode, string]>) {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({
        clientId: t.globalID({ required: true, for: [ClientRef], description: 'The client account.' }),
        ...(decision === 'block' ? { reason: t.string({ maxLength: DECISION_REASON_MAX_LENGTH, multiline: true, description: 'Why (shown to the client).' }) } : {}),
      }),
    },
    {
      description: describeMutation(summary, 'staff', errors),
      authScopes: { staff: true },
      resolve: async (_root, { input }, ctx) => {
        const reason = 'reason' in input ? input.reason : null;
        const client = await decideOnAccount(accountServices(ctx), viewerId(ctx, 'staff'), input.clientId.id, decision, { reason }, meta(ctx));
        return { clientId: input.clientId.id, client };
      },
    },
    {
      outputFields: (t) => ({
        clientId: t.globalID({ description: 'The global ID of the account decided on.', resolve: (payload) => ({ type: ClientRef, id: payload.clientId }) }),
        client: t.field({
          type: ClientRef,
          nullable: true,
          description: 'The account as it is now (null only if it was erased in the meantime).',
          resolve: (payload) => payload.client,
        }),
      }),
    },
  );
}

decisionField('approveClient', 'approve', 'Approves a verified, pending organisation (it may now book) and e-mails it. Staff only.', [
  ['INVALID_STATE', 'the account is not PENDING (someone decided first)'],
  ['NOT_VERIFIED_FOR_APPROVAL', 'the account’s e-mail address is not confirmed yet'],
  DECISION_ERRORS.notFound,
]);
decisionField('blockClient', 'block', 'Blocks an account (ends its sessions and e-mails it), with an optional reason the client sees. Staff only.', [
  ['INVALID_STATE', 'the account is neither PENDING nor APPROVED (already blocked, or archived)'],
  DECISION_ERRORS.notFound,
  INPUT_ERRORS.text,
]);
decisionField('unblockClient', 'unblock', 'Lifts a block: the account returns to where it was, and is e-mailed. Staff only.', [
  ['INVALID_STATE', 'the account is not BLOCKED'],
  DECISION_ERRORS.notFound,
]);

builder.relayMutationField(
  'rejectClient',
  { inputFields: (t) => ({ clientId: t.globalID({ required: true, for: [ClientRef], description: 'The client account.' }) }) },
  {
    description: describeMutation('Rejects a pending application: its data is deleted at once. Staff only.', 'staff', [
      ['INVALID_STATE', 'the account is not PENDING (someone decided first)'],
      DECISION_ERRORS.notFound,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      await decideOnAccount(accountServices(ctx), viewerId(ctx, 'staff'), input.clientId.id, 'reject', { reason: null }, meta(ctx));
      return { clientId: input.clientId.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedClientId: t.globalID({ description: 'The global ID of the erased account.', resolve: (payload) => ({ type: ClientRef, id: payload.clientId }) }),
    }),
  },
);

builder.relayMutationField(
  'updateClient',
  {
    description: 'Omitted fields stay as they are; for the optional texts, null or an empty string clears them.',
    inputFields: (t) => ({
      clientId: t.globalID({ required: true, for: [ClientRef], description: 'The client account.' }),
      ...profileFields(t),
      language: t.field({ type: LanguageEnum, description: 'Used for every e-mail to this account.' }),
    }),
  },
  {
    description: describeMutation('Corrects an organisation’s details; the client is e-mailed what changed (in its language). Staff only.', 'staff', [
      ['VALIDATION', 'extensions.fields maps each refused field to its code: name REQUIRED or TOO_LONG; firstName, lastName, contactInfo TOO_LONG; phone INVALID_PHONE'],
      DECISION_ERRORS.notFound,
      INPUT_ERRORS.text,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      const { clientId, ...profile } = input;
      return { client: await updateProfile(accountServices(ctx), clientId.id, profile, meta(ctx), { kind: 'STAFF', id: viewerId(ctx, 'staff') }) };
    },
  },
  {
    outputFields: (t) => ({
      client: t.field({ type: ClientRef, description: 'The account as it is now.', resolve: (payload) => payload.client }),
    }),
  },
);

builder.relayMutationField(
  'eraseClient',
  {
    inputFields: (t) => ({
      clientId: t.globalID({ required: true, for: [ClientRef], description: 'The client account.' }),
      confirmEmail: t.string({ required: true, description: 'The account’s e-mail address, typed again.' }),
    }),
  },
  {
    description: describeMutation(
      'Deletes an organisation’s account at its owner’s request, as the owner’s own deletion does: sessions end, open reservations are cancelled, an account that was ever approved is archived (erased after 90 days), any other erased at once. Staff only.',
      'staff',
      [
        ['CONFIRMATION_MISMATCH', 'confirmEmail is not the account’s address (extensions.fields.confirmEmail)'],
        ['INVALID_STATE', 'the account is already archived'],
        DEPOSIT_CREDIT_ERROR,
        DECISION_ERRORS.notFound,
        INPUT_ERRORS.text,
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({
      ...(await eraseClientAccount(accountServices(ctx), viewerId(ctx, 'staff'), input.clientId.id, input.confirmEmail, meta(ctx))),
      clientId: input.clientId.id,
    }),
  },
  {
    outputFields: (t) => ({
      deletedClientId: t.globalID({ description: 'The global ID of the deleted account.', resolve: (payload) => ({ type: ClientRef, id: payload.clientId }) }),
      archivedUntil: t.expose('archivedUntil', { type: 'DateTime', nullable: true, description: 'When the archived data is erased for good (null: erased now).' }),
    }),
  },
);

// ————— data protection —————

builder.queryField('exportMyData', (t) =>
  t.string({
    description: 'Everything kept about the signed-in organisation, as a JSON document (GDPR access and portability).',
    authScopes: { client: true },
    resolve: async (_root, _args, ctx) => JSON.stringify(await exportClientData(ctx.services, viewerId(ctx, 'client')), null, 2),
  }),
);
