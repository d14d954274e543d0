// The transactional outbox (ARCHITECTURE decision 6): a mail is a row written by the same
// transaction as the change it reports, so either both happen or neither does. The mail worker
// (worker.ts) delivers the rows later, with retries.
//
//   await prisma.$transaction(async (tx) => {
//     await tx.organisation.update({ ... status: 'APPROVED' ... });
//     await enqueueMail(tx, { to, language, template: 'account.approved', data: { ... }, organisationId });
//   });
//   notify(); // wake this instance's worker now that the row is committed (optional: it polls too)
import type { Prisma } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { renderTemplate, type TemplateData, type TemplateName } from './templates.ts';
import { notify } from './notify.ts';

/** A Prisma client or an interactive transaction client (`prisma.$transaction(async (tx) => ...)`). */
export type PrismaLike = Pick<Prisma.TransactionClient, 'mailOutbox'>;

interface MessageBase {
  to: string;
  language: Language;
  /** The account the mail belongs to: purging the account's personal data removes its mail too. */
  organisationId?: string | null;
}

/**
 * One variant per template, so `data` is checked against the template named next to it (a generic
 * parameter alone would accept a union of names with a union of data).
 */
export type MailMessage = { [K in TemplateName]: MessageBase & { template: K; data: TemplateData[K] } }[TemplateName];

export interface EnqueueOptions {
  /** The clock (defaults to now); the worker compares next_attempt_at with the same clock. */
  now?: Date;
}

function outboxRow(message: MailMessage, options: EnqueueOptions) {
  const to = message.to.trim();
  // A bad address would only fail at the SMTP server, hours of retries later; refuse it here.
  if (!/^[^\s@<>",;]+@[^\s@<>",;]+$/.test(to)) throw new Error('enqueueMail: the recipient is not a single e-mail address');
  const rendered = renderTemplate(message.template, message.language, message.data);
  return {
    toAddress: to,
    language: message.language,
    template: message.template,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    status: 'PENDING' as const,
    nextAttemptAt: options.now ?? new Date(),
    organisationId: message.organisationId ?? null,
  };
}

/** Renders the mail and queues it. Returns the outbox row's id. */
export async function enqueueMail(db: PrismaLike, message: MailMessage, options: EnqueueOptions = {}): Promise<string> {
  const row = await db.mailOutbox.create({ data: outboxRow(message, options), select: { id: true } });
  // No notify() here: inside a transaction the row is not visible until the caller commits (and
  // Prisma 7's transaction client cannot be told apart from the root client), so the caller wakes
  // the worker after the commit. Forgetting it costs at most one poll interval, never a mail.
  return row.id;
}

export { notify };
