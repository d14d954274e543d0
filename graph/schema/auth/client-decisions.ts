// The staff decisions on client accounts: approve, block, unblock, reject, correct the details,
// erase at the owner's request.
import { builder } from '../../builder.ts';
import { decideOnAccount, eraseClientAccount, updateProfile, type StaffDecision } from '../../services/accounts.ts';
import { DECISION_REASON_MAX_LENGTH } from '../../domain/account-rules.ts';
import type { MessageCode } from '../../i18n/messages.ts';
import { ClientRef } from '../accounts.ts';
import { LanguageEnum } from '../enums.ts';
import { viewerId } from '../guards.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { DEPOSIT_CREDIT_ERROR } from '../billing/refusals.ts';
import { accountServices, meta } from './account-services.ts';
import { profileFields } from './profile-fields.ts';

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
