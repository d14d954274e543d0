// What a signed-in organisation does with its own account: edit the profile, delete the account,
// export its data.
import { builder } from '../../builder.ts';
import { clearedSessionCookies } from '../../auth/sessions.ts';
import { deleteOwnAccount, updateProfile } from '../../services/accounts.ts';
import { exportClientData } from '../../services/data-export.ts';
import { ClientRef } from '../accounts.ts';
import { LanguageEnum } from '../enums.ts';
import { viewerId } from '../guards.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { DEPOSIT_CREDIT_ERROR } from '../billing/refusals.ts';
import { accountServices, meta } from './account-services.ts';
import { profileFields } from './profile-fields.ts';

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

builder.queryField('exportMyData', (t) =>
  t.string({
    description: 'Everything kept about the signed-in organisation, as a JSON document (GDPR access and portability).',
    authScopes: { client: true },
    resolve: async (_root, _args, ctx) => JSON.stringify(await exportClientData(ctx.services, viewerId(ctx, 'client')), null, 2),
  }),
);
