// Deposit terms where they are read and set: the restaurant's settings (the manager), an agreement
// (its deposit field), and the terms a booking is made under (the wizard, the phone booking, the
// reservation card). Rules in graph/domain/deposits.ts; I/O in graph/services/deposits/settings.ts.
import { builder } from '../../builder.ts';
import { parseDepositTerms } from '../../domain/deposits.ts';
import { readDepositSettings, updateDepositSettings } from '../../services/deposits/settings.ts';
import { readBillingSettings } from '../../services/billing/terms.ts';
import { AgreementRef, BillingSettingsRef } from '../billing/terms.ts';
import { BookingTermsRef } from '../billing/booking-terms.ts';
import { managerId } from '../guards.ts';
import { describeMutation } from '../mutations.ts';
import { depositTermsFromInput, DepositOverdueActionEnum, DepositTermsInput, DepositTermsRef, PoorRecordRuleInput, PoorRecordRuleRef } from './shapes.ts';

const DEPOSIT_TERMS_ERRORS = 'PERCENT_OUT_OF_RANGE, AMOUNT_OUT_OF_RANGE or DAYS_OUT_OF_RANGE';

builder.objectFields(BillingSettingsRef, (t) => ({
  depositTerms: t.field({
    type: DepositTermsRef,
    nullable: true,
    description: 'The deposit every booking is asked, unless an agreement says otherwise (null: none).',
    resolve: async (_s, _args, ctx) => (await readDepositSettings(ctx.prisma)).terms,
  }),
  poorRecordDeposit: t.field({
    type: PoorRecordRuleRef,
    nullable: true,
    description: 'The deposit asked of organisations with a poor record (null: no such rule).',
    resolve: async (_s, _args, ctx) => (await readDepositSettings(ctx.prisma)).poorRecord,
  }),
  depositOverdueAction: t.field({
    type: DepositOverdueActionEnum,
    description: 'What an unpaid deposit at its due date does besides telling staff and the client.',
    resolve: async (_s, _args, ctx) => (await readDepositSettings(ctx.prisma)).overdueAction,
  }),
}));

builder.relayMutationField(
  'updateDepositSettings',
  {
    inputFields: (t) => ({
      depositTerms: t.field({ type: DepositTermsInput, description: 'The default deposit (omitted or NONE: none).' }),
      poorRecordDeposit: t.field({ type: PoorRecordRuleInput, description: 'The poor-record rule (omitted: none).' }),
      depositOverdueAction: t.field({ type: DepositOverdueActionEnum, required: true, description: 'What an unpaid deposit at its due date does.' }),
    }),
  },
  {
    description: describeMutation(
      'Sets the default deposit, the poor-record rule and what an unpaid deposit does, all at once. Bookings already made keep the deposit they were booked under. Manager only.',
      'manager',
      [['VALIDATION', `extensions.fields: depositTerms ${DEPOSIT_TERMS_ERRORS}; poorRecord RULE_OUT_OF_RANGE or ${DEPOSIT_TERMS_ERRORS}`]],
    ),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      await updateDepositSettings(
        ctx.services,
        managerId(ctx),
        {
          terms: input.depositTerms ? depositTermsFromInput(input.depositTerms) : null,
          poorRecord: input.poorRecordDeposit
            ? { minClosed: input.poorRecordDeposit.minClosed, minBadPercent: input.poorRecordDeposit.minBadPercent, terms: depositTermsFromInput(input.poorRecordDeposit.terms) }
            : null,
          overdueAction: input.depositOverdueAction,
        },
        ctx.language,
      );
      return {};
    },
  },
  {
    outputFields: (t) => ({
      billingSettings: t.field({
        type: BillingSettingsRef,
        description: 'The settings as they are now.',
        resolve: (_payload, _args, ctx) => readBillingSettings(ctx.prisma),
      }),
    }),
  },
);

builder.prismaObjectFields(AgreementRef, (t) => ({
  depositTerms: t.field({
    type: DepositTermsRef,
    nullable: true,
    description: 'Its deposit (null: the restaurant’s default; kind NONE: waived).',
    resolve: (a) => parseDepositTerms(a.depositTerms),
  }),
}));

builder.objectFields(BookingTermsRef, (t) => ({
  deposit: t.field({ type: DepositTermsRef, description: 'The deposit asked (kind NONE: none).', resolve: (terms) => terms.deposit }),
  depositByRule: t.exposeBoolean('depositByRule', { description: 'Whether the deposit is asked because of the organisation’s record of no-shows and late cancellations.' }),
}));
