// The first manager. On a database without a manager, create one from MANAGER_EMAIL and
// MANAGER_PASSWORD, or with a generated password printed once to the console. There is no default
// password anywhere: the generated one exists only in that console line and as a hash.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { generatePassword, hashPassword, OWASP_SCRYPT, type ScryptParams } from '../auth/password.ts';

export interface FirstManagerOptions {
  email: string | null;
  password: string | null;
  /** Printed to the operator, never logged as structured data. */
  announce: (text: string) => void;
  hashParams?: ScryptParams;
}

export type FirstManagerResult = { created: false } | { created: true; email: string; generatedPassword: boolean };

export const DEFAULT_MANAGER_EMAIL = 'manager@stopover.localhost';

export async function ensureFirstManager(prisma: PrismaClient, options: FirstManagerOptions): Promise<FirstManagerResult> {
  const existing = await prisma.staff.findFirst({ where: { isManager: true }, select: { id: true } });
  if (existing) return { created: false };

  const email = (options.email ?? DEFAULT_MANAGER_EMAIL).toLowerCase();
  const password = options.password ?? generatePassword();
  const passwordHash = await hashPassword(password, options.hashParams ?? OWASP_SCRYPT);
  try {
    await prisma.staff.create({
      data: { name: 'manager', email, passwordHash, isManager: true, firstName: 'Manager' },
    });
  } catch (error) {
    // Another instance starting at the same moment won the race: is_manager is unique.
    if ((error as { code?: string }).code === 'P2002') return { created: false };
    throw error;
  }
  if (options.password === null) {
    options.announce(
      [
        '',
        '  Stopover: the manager account was created.',
        `    e-mail:   ${email}`,
        `    password: ${password}`,
        '  This password is shown once. Sign in at /adminisLogin and keep it safe,',
        '  or set MANAGER_EMAIL and MANAGER_PASSWORD before the first start instead.',
        '',
      ].join('\n'),
    );
  }
  return { created: true, email, generatedPassword: options.password === null };
}
