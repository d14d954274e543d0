// Sign-up, verification, sign-in and password reset: the GraphQL surface. The use cases live in
// graph/services/accounts.ts; the own account's profile, deletion and export are in ./auth/own-account.ts,
// the staff decisions on client accounts in ./auth/client-decisions.ts.
// Errors carry `extensions.code` (and `extensions.fields` for form fields) for the web app to translate.
import { BillingDetailsInputRef } from './billing/booking-terms.ts';
import { builder } from '../builder.ts';
import { PASSWORD_RULES } from './guards.ts';
import { newCaptchaChallenge } from '../auth/captcha.ts';
import { sessionCookies } from '../auth/sessions.ts';
import {
  passwordResetTokenValid,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  verifyEmail,
} from '../services/accounts.ts';
import { LanguageEnum } from './enums.ts';
import { ACCOUNT_TEXT_LIMITS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../domain/account-rules.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { accountServices, meta } from './auth/account-services.ts';

const RESEND_AVAILABLE = 'Seconds until another verification e-mail may be requested.';

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
        email: t.string({ required: true, description: kind === 'client' ? 'The member’s own e-mail address (a person in several organisations starts in the one they last acted for).' : 'The staff account’s e-mail address.' }),
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
          ...(kind === 'client'
            ? ([
                ['EMAIL_NOT_VERIFIED', 'the password is right but the e-mail address is not confirmed yet'],
                ['NO_ORGANISATION', 'the password is right but the person belongs to no organisation any more (removed, or it was deleted)'],
              ] as const)
            : []),
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
