// The right of access (GDPR Art. 15) and to data portability (Art. 20): everything Stopover keeps
// about an organisation account, as one machine-readable JSON document. Secrets (the password
// hash, token hashes) are not personal data of the subject and are left out.
import type { Services } from '../context.ts';

export interface DataExport {
  format: 'stopover-data-export';
  version: 1;
  exportedAt: string;
  account: Record<string, unknown>;
  reservations: Array<Record<string, unknown>>;
  signInHistory: Array<{ at: string; action: string; ip: string | null }>;
  emails: Array<{ at: string; subject: string; status: string }>;
}

export async function exportClientData(services: Pick<Services, 'prisma' | 'now'>, clientId: string): Promise<DataExport> {
  const { prisma } = services;
  const [org, reservations, audit, mail] = await Promise.all([
    prisma.client.findUniqueOrThrow({ where: { id: clientId } }),
    prisma.reservation.findMany({
      where: { clientId: clientId },
      orderBy: { createdAt: 'asc' },
      include: { events: { orderBy: { createdAt: 'asc' } } },
    }),
    prisma.auditLog.findMany({ where: { actorId: clientId }, orderBy: { createdAt: 'asc' }, take: 1000 }),
    prisma.mailOutbox.findMany({ where: { clientId: clientId }, orderBy: { createdAt: 'asc' }, select: { createdAt: true, subject: true, status: true } }),
  ]);
  return {
    format: 'stopover-data-export',
    version: 1,
    exportedAt: services.now().toISOString(),
    account: {
      clientName: org.name,
      firstName: org.firstName,
      lastName: org.lastName,
      email: org.email,
      phone: org.phone,
      username: org.username,
      additionalContactInfo: org.contactInfo,
      preferredLanguage: org.language,
      status: org.status,
      registeredAt: org.createdAt.toISOString(),
      emailVerifiedAt: org.emailVerifiedAt?.toISOString() ?? null,
      termsAcceptedAt: org.termsAcceptedAt.toISOString(),
      approvedAt: org.approvedAt?.toISOString() ?? null,
      blockedReason: org.blockedReason,
      lastSignInAt: org.lastSignInAt?.toISOString() ?? null,
    },
    reservations: reservations.map((r) => ({
      orderNumber: r.orderNumber,
      type: r.type,
      guests: r.guests,
      seatReservation: r.seatReservation,
      arrivalAt: r.arrivalAt.toISOString(),
      responsiblePerson: [r.responsibleFirstName, r.responsibleLastName].filter(Boolean).join(' ') || null,
      message: r.message,
      wishes: r.wishes,
      status: r.status,
      outcome: r.outcome,
      actualGuests: r.actualGuests,
      staffNote: r.staffNote,
      quotedPricePerGuest: r.quotedPriceCents === null ? null : { cents: r.quotedPriceCents, currency: r.currency },
      createdAt: r.createdAt.toISOString(),
      history: r.events.map((e) => ({ at: e.createdAt.toISOString(), kind: e.kind, from: e.fromStatus, to: e.toStatus, outcome: e.outcome, actualGuests: e.actualGuests, note: e.note, changes: e.changes })),
    })),
    signInHistory: audit
      .filter((entry) => entry.action.startsWith('auth.'))
      .map((entry) => ({ at: entry.createdAt.toISOString(), action: entry.action, ip: entry.ip })),
    emails: mail.map((m) => ({ at: m.createdAt.toISOString(), subject: m.subject, status: m.status })),
  };
}
