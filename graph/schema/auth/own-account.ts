// What a signed-in organisation does with its own account: edit the profile, delete the account,
// export its data.
import { builder } from '../../builder.ts';
import { clearedSessionCookies } from '../../auth/sessions.ts';
import { deleteOwnAccount, updateProfile } from '../../services/accounts.ts';
import { exportClientData } from '../../services/data-export.ts';
import { ClientRef } from '../accounts.ts';
import { LanguageEnum } from '../enums.ts';
import { viewerId } from '../guards.ts';
import { AppError } from '../../errors.ts';
import { OWNER_CLIENT } from '../client-access.ts';
import { clientMay } from '../../auth/member-abilities.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { DEPOSIT_CREDIT_ERROR } from '../billing/refusals.ts';
import { accountServices, meta } from './account-services.ts';
import { profileFields } from './profile-fields.ts';

/** The profile's organisation fields (all but the language): an owner's to change. */
const PROFILE_INPUTS = ['name', 'firstName', 'lastName', 'phone', 'contactInfo'] as const;

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
    description: describeMutation(
      'Edits the signed-in organisation’s profile (owners) and the signed-in member’s language (anyone; an owner’s also becomes the organisation’s).',
      'client',
      [
        ['VALIDATION', 'extensions.fields maps each refused field to its code: name REQUIRED or TOO_LONG; firstName, lastName, contactInfo TOO_LONG; phone INVALID_PHONE'],
        ['FORBIDDEN', 'a member who is not an owner changes anything but the language'],
        INPUT_ERRORS.text,
      ],
    ),
    authScopes: { client: true },
    resolve: async (_root, { input }, ctx) => {
      const clientId = viewerId(ctx, 'client');
      const editsOrganisation = PROFILE_INPUTS.some((field) => input[field] !== undefined);
      if (editsOrganisation && !(ctx.viewer.kind === 'client' && clientMay(ctx.viewer, 'manage'))) throw new AppError('FORBIDDEN', ctx.language);
      const memberId = ctx.viewer.kind === 'client' ? ctx.viewer.memberId : null;
      return { client: await updateProfile(accountServices(ctx), clientId, input, meta(ctx), { kind: 'CLIENT', memberId }) };
    },
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
      'ownerClient',
      [
        ['CONFIRMATION_MISMATCH', 'confirmEmail is not the account’s address (extensions.fields.confirmEmail)'],
        ['INVALID_STATE', 'the account cannot be deleted in its state (already archived)'],
        DEPOSIT_CREDIT_ERROR,
        INPUT_ERRORS.text,
      ],
    ),
    authScopes: OWNER_CLIENT,
    resolve: async (_root, { input }, ctx) => {
      const clientId = viewerId(ctx, 'client');
      const memberId = ctx.viewer.kind === 'client' ? ctx.viewer.memberId : null;
      const result = await deleteOwnAccount(accountServices(ctx), clientId, input.confirmEmail, meta(ctx), memberId);
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

builder.queryField('exportMyData', (t) =>
  t.string({
    description: 'Everything kept about the signed-in organisation, as a JSON document (GDPR access and portability). Owners only.',
    authScopes: OWNER_CLIENT,
    resolve: async (_root, _args, ctx) => JSON.stringify(await exportClientData(ctx.services, viewerId(ctx, 'client')), null, 2),
  }),
);
