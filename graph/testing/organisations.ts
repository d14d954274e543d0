// Test and journey fixtures: an organisation with its first owner, as registration makes them. The
// owner keeps the organisation's id, as the owners made by the members migration do, so a session
// cookie for the organisation's id (`cookieFor('client', org.id)`) is its owner's, and the sign-in
// page takes the organisation's address and password.
import { randomUUID } from 'node:crypto';
import type { Client, Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { MemberRole } from '../generated/prisma/enums.ts';

type Db = PrismaClient | Prisma.TransactionClient;

export type OrganisationData = Prisma.ClientUncheckedCreateInput & {
  /** The owner's password hash (tests that never sign in by password leave it out). */
  passwordHash?: string;
};

export async function createOrganisation(db: Db, args: { data: OrganisationData; select?: Prisma.ClientSelect }): Promise<Client> {
  const { passwordHash = 'x', ...data } = args.data;
  const id = data.id ?? randomUUID();
  await db.member.create({
    data: {
      id,
      email: data.email,
      passwordHash,
      firstName: data.firstName ?? null,
      lastName: data.lastName ?? null,
      language: data.language ?? 'en',
      emailVerifiedAt: data.emailVerifiedAt ?? null,
      createdAt: data.createdAt ?? undefined,
    },
  });
  const created: Client = await db.client.create({
    ...(args.select ? { select: args.select } : {}),
    data: { ...data, id, memberships: { create: { id, memberId: id, role: 'OWNER', createdAt: data.createdAt ?? undefined } } },
  });
  return created;
}

/** Adds a person to an organisation with a role (a verified address, password hash 'x' unless given). */
export async function addMember(
  db: Db,
  clientId: string,
  role: MemberRole,
  person: { email: string; passwordHash?: string; firstName?: string; lastName?: string; language?: 'en' | 'sl'; verified?: boolean },
): Promise<{ id: string }> {
  const member = await db.member.create({
    data: {
      email: person.email.toLowerCase(),
      passwordHash: person.passwordHash ?? 'x',
      firstName: person.firstName ?? null,
      lastName: person.lastName ?? null,
      language: person.language ?? 'en',
      emailVerifiedAt: person.verified === false ? null : new Date(),
    },
  });
  await db.membership.create({ data: { clientId, memberId: member.id, role } });
  return { id: member.id };
}
