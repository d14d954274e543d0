// The deposit terms as GraphQL reads and writes them: one object type and one input type, shared by
// the restaurant's settings, agreements, the poor-record rule and the booking terms. Rules in
// graph/domain/deposits.ts.
import { builder } from '../../builder.ts';
import { DEPOSIT_DUE_DAYS_MAX, DEPOSIT_OVERDUE_ACTIONS, DEPOSIT_PER_GUEST_MAX_CENTS, type DepositTerms, type PoorRecordRule } from '../../domain/deposits.ts';

export const DepositKindEnum = builder.enumType('DepositKind', {
  description: 'How a deposit is asked.',
  values: {
    NONE: { description: 'No deposit.' },
    PERCENT: { description: 'A share of the expected price of the booking.' },
    PER_GUEST: { description: 'A fixed amount per booked guest.' },
  } as const,
});

export const DepositDueFromEnum = builder.enumType('DepositDueFrom', {
  description: 'What a deposit’s due date counts from.',
  values: {
    CONFIRMATION: { description: 'Days after the reservation is confirmed.' },
    ARRIVAL: { description: 'Days before the arrival day.' },
  } as const,
});

export const DepositOverdueActionEnum = builder.enumType('DepositOverdueAction', {
  description: 'What an unpaid deposit at its due date does besides telling staff and the client.',
  values: Object.fromEntries(
    DEPOSIT_OVERDUE_ACTIONS.map((action) => [
      action,
      { description: action === 'NOTIFY' ? 'Nothing more.' : 'The reservation goes back to “needs coordination” (WAITING), with a note to the client.' },
    ]),
  ) as Record<(typeof DEPOSIT_OVERDUE_ACTIONS)[number], { description: string }>,
});

export const DepositTermsRef = builder.objectRef<DepositTerms>('DepositTerms').implement({
  description: 'A deposit asked before a group comes: how much, and by when.',
  fields: (t) => ({
    kind: t.field({ type: DepositKindEnum, description: 'How it is asked.', resolve: (d) => d.kind }),
    percent: t.int({ nullable: true, description: 'PERCENT: the share of the expected price, 1–100.', resolve: (d) => (d.kind === 'PERCENT' ? d.percent : null) }),
    perGuestCents: t.int({ nullable: true, description: 'PER_GUEST: cents per booked guest.', resolve: (d) => (d.kind === 'PER_GUEST' ? d.perGuestCents : null) }),
    dueFrom: t.field({ type: DepositDueFromEnum, nullable: true, description: 'What the due date counts from (null for NONE).', resolve: (d) => (d.kind === 'NONE' ? null : d.due.from) }),
    dueDays: t.int({ nullable: true, description: 'Days after confirmation or before arrival (null for NONE).', resolve: (d) => (d.kind === 'NONE' ? null : d.due.days) }),
  }),
});

export const DepositTermsInput = builder.inputType('DepositTermsInput', {
  description: 'Deposit terms. PERCENT needs percent, PER_GUEST perGuestCents; both need dueFrom and dueDays.',
  fields: (t) => ({
    kind: t.field({ type: DepositKindEnum, required: true, description: 'How it is asked.' }),
    percent: t.int({ description: 'PERCENT: the share of the expected price, 1–100.' }),
    perGuestCents: t.int({ description: `PER_GUEST: cents per booked guest, 1–${DEPOSIT_PER_GUEST_MAX_CENTS}.` }),
    dueFrom: t.field({ type: DepositDueFromEnum, description: 'What the due date counts from (default CONFIRMATION).' }),
    dueDays: t.int({ description: `Days after confirmation or before arrival, 0–${DEPOSIT_DUE_DAYS_MAX} (default 0).` }),
  }),
});

export type DepositTermsInputShape = typeof DepositTermsInput.$inferInput;

/** The input as the domain reads it; missing numbers become 0, which the domain's checks refuse. */
export function depositTermsFromInput(input: DepositTermsInputShape): DepositTerms {
  const due = { from: input.dueFrom ?? 'CONFIRMATION', days: input.dueDays ?? 0 } as const;
  if (input.kind === 'PERCENT') return { kind: 'PERCENT', percent: input.percent ?? 0, due };
  if (input.kind === 'PER_GUEST') return { kind: 'PER_GUEST', perGuestCents: input.perGuestCents ?? 0, due };
  return { kind: 'NONE' };
}

export const PoorRecordRuleRef = builder.objectRef<PoorRecordRule>('PoorRecordRule').implement({
  description: 'The deposit asked of organisations whose record is poor, whatever their agreement or the default says.',
  fields: (t) => ({
    minClosed: t.exposeInt('minClosed', { description: 'Reservations that must have ended (arrived, no-show, cancelled by the client) before the rule judges anyone.' }),
    minBadPercent: t.exposeInt('minBadPercent', { description: 'No-shows plus late cancellations, in % of those ended, from which the rule applies.' }),
    terms: t.field({ type: DepositTermsRef, description: 'The deposit it asks.', resolve: (r) => r.terms }),
  }),
});

export const PoorRecordRuleInput = builder.inputType('PoorRecordRuleInput', {
  description: 'The poor-record rule.',
  fields: (t) => ({
    minClosed: t.int({ required: true, description: 'Reservations ended before the rule judges anyone, 1–1000.' }),
    minBadPercent: t.int({ required: true, description: 'No-shows plus late cancellations in % of those ended, 1–100.' }),
    terms: t.field({ type: DepositTermsInput, required: true, description: 'The deposit it asks (not NONE).' }),
  }),
});
