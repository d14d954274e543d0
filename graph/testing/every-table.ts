// Fills a migrated test database so that EVERY table has rows, with values that are hard to copy
// faithfully (non-Latin text, quotes and backslashes, line breaks, JSON, enum arrays, NULLs,
// millisecond instants, a bigint beyond 2^53). For the backup, restore and move tests: a copy that
// loses a table, a row or a byte shows up in their per-table counts and checksums.
// A new table fails everyTableHasRows() until a row for it is added here.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db.ts';
import { listTables } from '../backup/tables.ts';
import { createOrganisation } from './organisations.ts';

const TRICKY = 'Čebelica d.o.o. — “quoted” \'single\' "double" \\backslash\\ tab\there\nnew line 🚌 ščž ŠČŽ';

export interface EveryTableOptions {
  /** Organisations, each with `reservationsEach` reservations and their history (default 3 × 4). */
  clients?: number;
  reservationsEach?: number;
}

export async function seedEveryTable(db: Database, options: EveryTableOptions = {}): Promise<void> {
  const prisma = db.prisma;
  const clients = options.clients ?? 3;
  const reservationsEach = options.reservationsEach ?? 4;
  const at = (offsetMs: number) => new Date(Date.UTC(2026, 10, 20, 9, 30, 15, 123) + offsetMs);

  const manager = await prisma.staff.findFirst({ where: { isManager: true } });
  const staff = await prisma.staff.create({
    data: { name: `Špela ${randomUUID().slice(0, 6)}`, firstName: 'Špela', lastName: 'Novak', email: `spela-${randomUUID()}@stopover.example`, passwordHash: 'scrypt$x', language: 'sl' },
  });
  const author = manager ?? staff;

  const orgIds: string[] = [];
  for (let o = 0; o < clients; o++) {
    const org = await createOrganisation(prisma, {
      data: {
        name: o === 0 ? TRICKY : `Coach Company ${o}`,
        firstName: 'Ana',
        lastName: o % 2 ? null : 'Kovač',
        email: `office-${o}-${randomUUID()}@coaches.example`,
        username: `coaches-${o}-${randomUUID().slice(0, 8)}`,
        phone: '+386 1 234 5678',
        passwordHash: 'scrypt$not-used',
        contactInfo: o === 0 ? TRICKY : null,
        language: o % 2 ? 'en' : 'sl',
        status: 'APPROVED',
        emailVerifiedAt: at(o),
        approvedAt: at(o + 1),
        approvedById: author.id,
        termsAcceptedAt: at(o),
        createdAt: at(o),
      },
    });
    orgIds.push(org.id);
    // An open invitation to the team, and a second member who joined by one.
    await prisma.memberInvitation.create({
      data: { clientId: org.id, email: `invited-${o}-${randomUUID()}@coaches.example`, role: 'ACCOUNTANT', tokenHash: `h-${randomUUID()}`, invitedByMemberId: org.id, language: 'sl', expiresAt: at(7 * 86_400_000) },
    });
    const booker = await prisma.member.create({ data: { email: `booker-${o}-${randomUUID()}@coaches.example`, passwordHash: 'scrypt$not-used', firstName: 'Žan', language: 'sl', emailVerifiedAt: at(o) } });
    await prisma.membership.create({ data: { clientId: org.id, memberId: booker.id, role: 'BOOKER' } });
    const reservations = Array.from({ length: reservationsEach }, (_, r) => {
      const n = o * reservationsEach + r;
      return {
        id: randomUUID(),
        orderNumber: `B${String(n).padStart(6, '0')}-${randomUUID().slice(0, 4)}`,
        clientId: org.id,
        type: r % 2 ? ('LONG_STOP' as const) : ('SHORT_STOP' as const),
        guests: 10 + (n % 90),
        seatReservation: r % 2 === 1,
        arrivalAt: at(86_400_000 * (n % 60)),
        arrivalDay: new Date(at(86_400_000 * (n % 60)).toISOString().slice(0, 10)),
        durationMinutes: r % 2 ? 90 : 30,
        responsibleFirstName: 'Marko',
        message: n % 3 ? null : TRICKY,
        wishes: n % 4 ? null : 'Two vegetarians,\none wheelchair user.',
        status: (['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'] as const)[n % 5],
        quotedPriceCents: n % 2 ? 1990 * (n + 1) : null,
        bookedByStaffId: n % 3 === 0 ? staff.id : null,
        mealPreorder: r % 2 ? { items: [{ menuItem: 'goulash', count: 12, note: 'brez glutena — “ok”' }], total: 12.5, nested: { deep: [1, 2, { x: null }] } } : undefined,
        createdAt: at(-n * 60_000),
      };
    });
    await prisma.reservation.createMany({ data: reservations });
    await prisma.reservationEvent.createMany({
      data: reservations.flatMap((r) => [
        { reservationId: r.id, kind: 'CREATED' as const, toStatus: 'CREATED' as const, actorKind: 'CLIENT' as const, createdAt: r.createdAt },
        {
          reservationId: r.id,
          kind: 'EDITED' as const,
          changes: { guests: { from: 10, to: r.guests } },
          overrides: ['LEAD_TIME' as const, 'HORIZON' as const],
          overrideReason: TRICKY,
          actorKind: 'STAFF' as const,
          actorStaffId: staff.id,
          createdAt: at(1),
        },
      ]),
    });
  }
  const firstOrg = orgIds[0]!;
  const reservation = await prisma.reservation.findFirstOrThrow({ where: { clientId: firstOrg } });

  await prisma.staffNote.create({ data: { reservationId: reservation.id, authorId: author.id, body: TRICKY } });
  await prisma.staffNote.create({ data: { clientId: firstOrg, authorId: staff.id, body: 'Pays on arrival.' } });
  await prisma.reservationMessage.create({ data: { reservationId: reservation.id, clientId: firstOrg, authorSide: 'CLIENT', body: TRICKY } });
  await prisma.reservationMessage.create({ data: { reservationId: reservation.id, clientId: firstOrg, authorSide: 'STAFF', authorStaffId: staff.id, body: 'Hvala!' } });
  await prisma.reservationThread.create({ data: { reservationId: reservation.id, messageCount: 2, lastClientMessageAt: at(5), lastStaffMessageAt: at(6), clientReadAt: at(7) } });
  await prisma.oneTimeToken.create({
    data: { purpose: 'RESERVATION_RECONFIRMATION', tokenHash: `h-${randomUUID()}`, clientId: firstOrg, reservationId: reservation.id, reservationGuests: 40, expiresAt: at(86_400_000) },
  });
  await prisma.oneTimeToken.create({ data: { purpose: 'STAFF_INVITATION', tokenHash: `h-${randomUUID()}`, staffId: staff.id, expiresAt: at(7 * 86_400_000) } });
  // An owner's invitations to the organisation: one open, one accepted (a fixture's owner has the organisation's id).
  await prisma.memberInvitation.createMany({
    data: [
      { clientId: firstOrg, email: `dispečer-${randomUUID()}@coaches.example`, role: 'BOOKER', tokenHash: `i-${randomUUID()}`, invitedByMemberId: firstOrg, language: 'sl', expiresAt: at(7 * 86_400_000), createdAt: at(2) },
      { clientId: firstOrg, email: `books-${randomUUID()}@coaches.example`, role: 'ACCOUNTANT', tokenHash: `i-${randomUUID()}`, invitedByMemberId: null, expiresAt: at(86_400_000), acceptedAt: at(3), createdAt: at(1) },
    ],
  });
  await prisma.refreshToken.create({ data: { familyId: randomUUID(), tokenHash: `r-${randomUUID()}`, clientId: firstOrg, expiresAt: at(86_400_000) } });
  await prisma.auditLog.create({ data: { action: 'reservation.updated', actorKind: 'STAFF', actorId: staff.id, subjectType: 'reservation', subjectId: reservation.id, ip: '2001:db8::1', detail: { text: TRICKY, list: [1, 'two', null] } } });
  await prisma.siteText.upsert({ where: { key_language: { key: 'backup.test', language: 'sl' } }, create: { key: 'backup.test', language: 'sl', value: TRICKY }, update: { value: TRICKY } });
  await prisma.menuItem.create({
    data: { stopType: 'LONG_STOP', position: 99, nameEn: 'Goulash', nameSl: 'Golaž', descriptionSl: TRICKY, priceCents: 1290, allergens: ['GLUTEN', 'CELERY', 'MUSTARD'], vegetarian: false, updatedById: staff.id },
  });
  await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 160, updatedById: author.id } });
  await prisma.staffDigest.create({ data: { day: new Date('2026-11-20'), arrivals: 3, sentAt: at(0) } });
  await prisma.closedDay.create({ data: { day: new Date('2026-12-25'), reason: 'Božič' } });
  await prisma.mailOutbox.create({
    data: { toAddress: 'office@coaches.example', language: 'sl', template: 'reservation.created', subject: TRICKY, textBody: TRICKY, htmlBody: `<p>${TRICKY}</p>`, clientId: firstOrg, attachments: [{ filename: 'r.ics', content: 'BEGIN:VCALENDAR' }] },
  });
  await prisma.rateLimit.create({ data: { key: `sign-in:${randomUUID()}`, count: 3, resetAt: at(60_000) } });
  await prisma.captchaUse.create({ data: { signatureHash: `c-${randomUUID()}`, expiresAt: at(60_000) } });
  await prisma.idempotencyKey.create({ data: { principal: `client:${firstOrg}`, key: randomUUID(), operation: 'createReservation', inputHash: 'abc', resultId: reservation.id, createdAt: at(0), expiresAt: at(86_400_000) } });
  await prisma.apiToken.create({
    data: { name: 'Booking system', displayPrefix: 'stp_abcd', secretHash: `s-${randomUUID()}`, clientId: firstOrg, scopes: ['READ_RESERVATIONS', 'CREATE_RESERVATIONS'], lastUsedIp: '192.0.2.1' },
  });
  await prisma.calendarFeed.create({ data: { secretHash: `f-${randomUUID()}`, staffId: staff.id } });
  const endpoint = await prisma.webhookEndpoint.create({
    data: { clientId: firstOrg, url: 'https://hooks.example/stopover', description: TRICKY, events: ['RESERVATION_CREATED', 'RESERVATION_UPDATED'], secret: 'whsec_x' },
  });
  await prisma.webhookDelivery.create({ data: { endpointId: endpoint.id, messageId: randomUUID(), event: 'reservation.created', body: JSON.stringify({ text: TRICKY }), lastStatusCode: 500, lastResponse: TRICKY } });
  // Billing: details, an agreement, and an issued invoice with its lines (written while a draft, as
  // issuing does; once issued the database refuses any change to them, copies included).
  await prisma.billingDetails.create({ data: { clientId: firstOrg, legalName: TRICKY, addressLine: 'Tržaška cesta 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: 'SI12345679' } });
  await prisma.agreement.create({
    data: { clientId: firstOrg, name: 'Sezona 2026', validFrom: new Date('2026-04-01'), validUntil: new Date('2026-10-31'), longStopPriceCents: 1650, dishPrices: [{ menuItemId: randomUUID(), priceCents: 990 }], freePerPaying: 20, freeMax: 2, cancellationTerms: { tiers: [{ hoursBefore: 48, percent: 50 }], noShowPercent: 100 } },
  });
  const invoice = await prisma.invoice.create({ data: { reservationId: reservation.id, clientId: firstOrg, language: 'sl', note: TRICKY } });
  await prisma.invoiceLine.create({
    data: { invoiceId: invoice.id, position: 1, kind: 'GUESTS', descriptionEn: 'Long stop, 40 guests', descriptionSl: TRICKY, quantity: 40, unitPriceCents: 1650, includesVat: true, vatRateBp: 950, vatCategory: 'S', unitNetPrice: 150685, netCents: 60274 },
  });
  await prisma.invoice.update({
    where: { id: invoice.id },
    data: {
      status: 'ISSUED', number: '2026-00001', year: 2026, sequence: 1, issueDate: new Date('2026-11-20'), supplyDate: new Date('2026-11-19'), dueDate: new Date('2026-12-04'),
      paymentTermsDays: 14, paymentReference: '2026-00001', seller: { name: 'Stopover d.o.o.' }, buyer: { name: TRICKY }, netCents: 60274, vatCents: 5726, totalCents: 66000,
      roundingCents: 0, payableCents: 66000, vatBreakdown: [{ vatCategory: 'S', vatRateBp: 950, baseCents: 60274, vatCents: 5726 }], issuedAt: at(0), issuedById: author.id,
    },
  });
  await prisma.invoiceCounter.create({ data: { year: 2026, lastSequence: 1 } });
  // Getting paid: a deposit request, a statement with a payment matched to the invoice (and one
  // undone match), the invoice's follow-up and a reminder.
  const request = await prisma.paymentRequest.create({
    data: { number: '2026-D00001', year: 2026, sequence: 1, reservationId: reservation.id, clientId: firstOrg, amountCents: 19800, dueDate: new Date('2026-11-10'), language: 'sl' },
  });
  await prisma.paymentRequestCounter.create({ data: { year: 2026, lastSequence: 1 } });
  const statement = await prisma.bankStatement.create({
    data: { format: 'camt.053', fileName: `izpisek ${TRICKY}.xml`, fileSha256: 'ab'.repeat(32), statementRef: 'STMT-1', accountIban: 'SI56191000000123438', fromDate: new Date('2026-11-01'), toDate: new Date('2026-11-30'), entryCount: 3, creditCount: 2, newCount: 2, matchedCount: 1, importedById: author.id, importedAt: at(2000) },
  });
  const payment = await prisma.payment.create({
    data: { method: 'TRANSFER', amountCents: 66000, bookedOn: new Date('2026-11-25'), clientId: firstOrg, payerName: TRICKY, payerIban: 'AT611904300234573201', reference: 'RF41120260000 1', remittance: TRICKY, bankStatementId: statement.id, bankEntryKey: 'entry-1', recordedById: author.id },
  });
  await prisma.payment.create({ data: { direction: 'OUT', method: 'CASH', amountCents: 1, bookedOn: new Date('2026-11-26'), clientId: firstOrg, receiptNumber: 'BL-17', note: TRICKY, recordedById: author.id } });
  await prisma.paymentAllocation.create({ data: { paymentId: payment.id, invoiceId: invoice.id, amountCents: 66000, matchedBy: 'REFERENCE', createdAt: at(2500) } });
  await prisma.paymentAllocation.create({ data: { paymentId: payment.id, paymentRequestId: request.id, amountCents: 19800, matchedBy: 'MANUAL', createdById: author.id, undoneAt: at(2600), undoneById: author.id } });
  await prisma.invoiceCollection.create({ data: { invoiceId: invoice.id, overdueAt: at(3000), remindersPausedAt: at(4000), remindersPausedById: author.id, pauseReason: TRICKY } });
  await prisma.invoiceReminder.create({ data: { invoiceId: invoice.id, step: 0, daysAfterDue: 7, sentAt: at(3500) } });
  await prisma.demoMarker.create({ data: { seed: 7, generatedOn: new Date('2026-11-20'), completedAt: at(0) } });
  // Arrivals: a pacing rule, two rooms that join, the group seated across them, a waiting client.
  await prisma.pacingRule.create({ data: { stopType: 'SHORT_STOP', weekdays: [6, 7], seasonStart: '06-01', seasonEnd: '09-15', maxGuests: 120, maxCoaches: 2 } });
  const hall = await prisma.room.create({ data: { nameEn: TRICKY, nameSl: 'Dvorana', seats: 40, position: 1 } });
  const terrace = await prisma.room.create({ data: { nameEn: 'Terrace', nameSl: 'Terasa', seats: 60, position: 2, seasonStart: '05-01', seasonEnd: '09-30' } });
  await prisma.roomCombination.create({ data: { roomIds: [hall.id, terrace.id] } });
  await prisma.reservationRoom.createMany({ data: [{ reservationId: reservation.id, roomId: hall.id, seats: 40 }, { reservationId: reservation.id, roomId: terrace.id, seats: 5 }] });
  await prisma.waitingListEntry.create({
    data: { clientId: firstOrg, day: new Date('2026-12-05'), windowStartMinute: 660, windowEndMinute: 810, type: 'LONG_STOP', guests: 45, seatReservation: true, coaches: 1, status: 'OFFERED', offerArrivalAt: at(5000), offerExpiresAt: at(6000), offerVersion: 1 },
  });
  // A bigint beyond what a JavaScript number holds exactly.
  await prisma.backup.create({ data: { kind: 'manual', host: 'kuhinja', startedAt: at(0), finishedAt: at(1500), file: 'stopover-x.tar.gz', bytes: 9_007_199_254_740_993n } });
}

/** The tables without a row (the seeding above must cover every table). */
export async function emptyTables(db: Database): Promise<string[]> {
  const empty: string[] = [];
  for (const table of await listTables(db.sql)) {
    const [row] = await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
    if (row!.n === 0) empty.push(table);
  }
  return empty;
}
