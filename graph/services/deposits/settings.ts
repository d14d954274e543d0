// The manager's deposit settings: the default deposit, the poor-record rule and what an unpaid
// deposit at its due date does. Rules in graph/domain/deposits.ts; this is their I/O, one
// transaction with its audit entry.
import type { Services } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import {
  DEPOSIT_OVERDUE_ACTIONS,
  depositTermsProblem,
  parseDepositTerms,
  parsePoorRecordRule,
  poorRecordRuleProblem,
  type DepositOverdueAction,
  type DepositTerms,
  type PoorRecordRule,
} from '../../domain/deposits.ts';

type Db = Services['prisma'] | Prisma.TransactionClient;

export interface DepositSettings {
  /** The default deposit; null: none. */
  terms: DepositTerms | null;
  /** The deposit asked of organisations with a poor record; null: no rule. */
  poorRecord: PoorRecordRule | null;
  overdueAction: DepositOverdueAction;
}

export function overdueActionOf(text: string): DepositOverdueAction {
  return (DEPOSIT_OVERDUE_ACTIONS as readonly string[]).includes(text) ? (text as DepositOverdueAction) : 'NOTIFY';
}

export async function readDepositSettings(db: Db): Promise<DepositSettings> {
  const s = await db.billingSettings.findUniqueOrThrow({ where: { id: 1 }, select: { depositTerms: true, poorRecordDeposit: true, depositOverdueAction: true } });
  const terms = parseDepositTerms(s.depositTerms);
  return {
    terms: terms && terms.kind !== 'NONE' ? terms : null,
    poorRecord: parsePoorRecordRule(s.poorRecordDeposit),
    overdueAction: overdueActionOf(s.depositOverdueAction),
  };
}

/** Field errors of deposit terms as a manager writes them, under `field`. */
export function depositTermsErrors(field: string, terms: DepositTerms | null): Record<string, string> {
  const problem = terms ? depositTermsProblem(terms) : null;
  return problem ? { [field]: problem } : {};
}

/** The manager sets the default deposit, the poor-record rule and the overdue action, all at once. */
export async function updateDepositSettings(services: Pick<Services, 'prisma'>, staffId: string, input: DepositSettings, language: Language): Promise<DepositSettings> {
  const terms = input.terms && input.terms.kind !== 'NONE' ? input.terms : null;
  const fields: Record<string, string> = { ...depositTermsErrors('depositTerms', terms) };
  if (input.poorRecord) {
    const problem = poorRecordRuleProblem(input.poorRecord);
    if (problem) fields.poorRecord = problem;
  }
  if (!(DEPOSIT_OVERDUE_ACTIONS as readonly string[]).includes(input.overdueAction)) fields.overdueAction = 'UNKNOWN_ACTION';
  if (Object.keys(fields).length) throw new AppError('VALIDATION', language, { detail: { fields } });
  const saved: DepositSettings = { terms, poorRecord: input.poorRecord, overdueAction: input.overdueAction };
  return services.prisma.$transaction(async (tx) => {
    await tx.billingSettings.update({
      where: { id: 1 },
      data: {
        depositTerms: terms ? (terms as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
        poorRecordDeposit: saved.poorRecord ? (saved.poorRecord as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
        depositOverdueAction: saved.overdueAction,
        updatedById: staffId,
      },
    });
    await audit(tx, {
      action: 'billing.settings_changed',
      actor: { kind: 'STAFF', id: staffId },
      detail: { to: { depositTerms: terms, poorRecordDeposit: saved.poorRecord, depositOverdueAction: saved.overdueAction } } as unknown as Prisma.InputJsonValue,
    });
    return saved;
  });
}
