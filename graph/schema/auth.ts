// Sign-up, verification, sign-in, password reset, profile and account deletion, and the staff
// decisions on client accounts: the GraphQL surface. The use cases live in graph/services/accounts.ts.
// Errors carry `extensions.code` (and `extensions.fields` for form fields) for the web app to translate.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { viewerId } from './guards.ts';
import type { Context } from '../context.ts';
import { newCaptchaChallenge } from '../auth/captcha.ts';
import { clearedSessionCookies, sessionCookies } from '../auth/sessions.ts';
import {
  decideOnAccount,
  deleteOwnAccount,
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
import { ACCOUNT_TEXT_LIMITS, DECISION_REASON_MAX_LENGTH } from '../domain/account-rules.ts';

export function accountServices(ctx: Context): AccountServices {
  return ctx.services;
}

function meta(ctx: Context): RequestMeta {
  return { ip: ctx.ip, language: ctx.language, defer: ctx.defer };
}


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
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => passwordResetTokenValid(accountServices(ctx), token),
  }),
);

// ————— registration and verification —————

const RegisterClientInput = builder.inputType('RegisterClientInput', {
  fields: (t) => ({
    // E-mail, username and password keep the default bound: their own rules answer for length
    // with their own codes (INVALID_EMAIL, INVALID_USERNAME, PASSWORD_TOO_LONG).
    name: t.string({ required: true, maxLength: ACCOUNT_TEXT_LIMITS.name, description: 'Group, company or agency name.' }),
    firstName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.firstName }),
    lastName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.lastName }),
    email: t.string({ required: true }),
    phone: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.phone }),
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
    contactInfo: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.contactInfo, multiline: true, description: 'Additional contact information.' }),
    acceptTerms: t.boolean({ required: true, description: 'Accepts the privacy policy and the terms of service.' }),
    language: t.field({ type: LanguageEnum, description: 'Preferred language (default: the request’s).' }),
  }),
});

const ResendInfo = builder.objectRef<{ email: string; resendAvailableInSeconds: number }>('ResendInfo').implement({
  description: 'When another verification e-mail may be requested.',
  fields: (t) => ({
    email: t.exposeString('email'),
    resendAvailableInSeconds: t.exposeInt('resendAvailableInSeconds'),
  }),
});

builder.mutationField('registerClient', (t) =>
  t.field({
    type: ResendInfo,
    description: 'Registers an organisation account and sends the verification e-mail.',
    args: { input: t.arg({ type: RegisterClientInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const language = input.language ?? ctx.language;
      const result = await register(accountServices(ctx), { ...input, acceptTerms: input.acceptTerms }, { ...meta(ctx), language });
      return { email: result.email, resendAvailableInSeconds: result.resendAvailableInSeconds };
    },
  }),
);

builder.mutationField('resendVerificationEmail', (t) =>
  t.field({
    type: ResendInfo,
    description: 'Sends the verification e-mail again (once a minute per address).',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, ctx) => {
      const result = await resendVerification(accountServices(ctx), email, meta(ctx));
      return { email: email.trim().toLowerCase(), ...result };
    },
  }),
);

builder.mutationField('verifyEmail', (t) =>
  t.boolean({
    description: 'Confirms an e-mail address with the token from the verification link.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await verifyEmail(accountServices(ctx), token, meta(ctx));
      return true;
    },
  }),
);

// ————— sign-in —————

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    captcha: t.string({ required: true, description: 'The ALTCHA widget’s payload.' }),
  }),
});

function signInField(kind: 'client' | 'staff') {
  return builder.mutationField(kind === 'client' ? 'signIn' : 'staffSignIn', (t) =>
    t.boolean({
      description:
        kind === 'client'
          ? 'Signs an organisation in: sets the session cookies. Read `viewer` afterwards.'
          : 'Signs a member of staff in: sets the session cookies. Read `viewer` afterwards.',
      args: { input: t.arg({ type: SignInInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { tokens } = await signIn(accountServices(ctx), kind, input, meta(ctx));
        ctx.setCookies.push(...sessionCookies(ctx.services.config, tokens));
        return true;
      },
    }),
  );
}
signInField('client');
signInField('staff');

// ————— password reset —————

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    description: 'Sends password-reset instructions if the address has an account. Always answers true.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, ctx) => {
      await requestPasswordReset(accountServices(ctx), email, meta(ctx));
      return true;
    },
  }),
);

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

builder.mutationField('resetPassword', (t) =>
  t.boolean({
    description: 'Sets a new password with a reset link’s token; ends every session of the account.',
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await resetPassword(accountServices(ctx), input, meta(ctx));
      return true;
    },
  }),
);

// ————— profile —————

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    name: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.name }),
    firstName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.firstName }),
    lastName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.lastName }),
    phone: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.phone }),
    contactInfo: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.contactInfo, multiline: true }),
    language: t.field({ type: LanguageEnum, description: 'Used for every e-mail to this account.' }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: ClientRef,
    description: 'Edits the signed-in organisation’s profile and language preference.',
    authScopes: { client: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateProfile(accountServices(ctx), viewerId(ctx, 'client'), input, meta(ctx)),
  }),
);

const DeleteAccountResult = builder.objectRef<{ archivedUntil: Date | null }>('DeleteAccountResult').implement({
  fields: (t) => ({
    archivedUntil: t.expose('archivedUntil', { type: 'DateTime', nullable: true, description: 'When the archived data is erased for good (null: erased now).' }),
  }),
});

builder.mutationField('deleteAccount', (t) =>
  t.field({
    type: DeleteAccountResult,
    description: 'Deletes the signed-in organisation’s account; confirm by typing its e-mail address.',
    authScopes: { client: true },
    args: { confirmEmail: t.arg.string({ required: true }) },
    resolve: async (_root, { confirmEmail }, ctx) => {
      const result = await deleteOwnAccount(accountServices(ctx), viewerId(ctx, 'client'), confirmEmail, meta(ctx));
      ctx.setCookies.push(...clearedSessionCookies(ctx.services.config));
      return result;
    },
  }),
);

// ————— staff decisions —————

const AccountDecisionResult = builder.objectRef<{ clientId: string; id: string }>('AccountDecisionResult').implement({
  fields: (t) => ({
    clientId: t.exposeID('clientId', { description: 'The global ID of the account decided on.' }),
    client: t.prismaField({
      type: 'Organisation',
      nullable: true,
      description: 'The account as it is now (null after a rejection: its data is gone).',
      resolve: (query, result, _args, ctx) => ctx.prisma.organisation.findUnique({ ...query, where: { id: result.id } }),
    }),
  }),
});

function decisionField(name: string, decision: StaffDecision, description: string) {
  builder.mutationField(name, (t) =>
    t.field({
      type: AccountDecisionResult,
      description,
      authScopes: { staff: true },
      args: {
        clientId: t.arg.globalID({ required: true, for: [ClientRef] }),
        reason: t.arg.string({ maxLength: DECISION_REASON_MAX_LENGTH, multiline: true, description: decision === 'block' ? 'Why (shown to the client).' : 'Ignored.' }),
      },
      resolve: async (_root, { clientId, reason }, ctx) => {
        await decideOnAccount(accountServices(ctx), viewerId(ctx, 'staff'), clientId.id, decision, { reason: decision === 'block' ? reason : null }, meta(ctx));
        return { clientId: encodeGlobalID('Client', clientId.id), id: clientId.id };
      },
    }),
  );
}

decisionField('approveClient', 'approve', 'Approves a verified, pending organisation (it may now book) and e-mails it. Staff only.');
decisionField('rejectClient', 'reject', 'Rejects a pending application: its data is deleted at once. Staff only.');
decisionField('blockClient', 'block', 'Blocks an account (ends its sessions), with an optional reason. Staff only.');
decisionField('unblockClient', 'unblock', 'Lifts a block: the account returns to where it was. Staff only.');

// ————— data protection —————

builder.queryField('exportMyData', (t) =>
  t.string({
    description: 'Everything kept about the signed-in organisation, as a JSON document (GDPR access and portability).',
    authScopes: { client: true },
    resolve: async (_root, _args, ctx) => JSON.stringify(await exportClientData(ctx.services, viewerId(ctx, 'client')), null, 2),
  }),
);
