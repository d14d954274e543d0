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
  /** Where the manager signs in (the staff sign-in page at PUBLIC_URL). */
  signInUrl?: string;
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
      // No first name: the app calls them by their role, in each language, until they give one.
      data: { name: 'manager', email, passwordHash, isManager: true },
    });
  } catch (error) {
    // Another instance starting at the same moment won the race: is_manager is unique.
    if ((error as { code?: string }).code === 'P2002') return { created: false };
    throw error;
  }
  if (options.password === null) {
    options.announce(
      box([
        'Stopover: the manager account was created.',
        '',
        `  email:     ${email}`,
        `  password:  ${password}`,
        '',
        `Sign in at ${options.signInUrl ?? '/adminisLogin'}`,
        'This password is shown once: keep it safe. (Set MANAGER_EMAIL and',
        'MANAGER_PASSWORD before the first start to choose your own.)',
      ]),
    );
  }
  return { created: true, email, generatedPassword: options.password === null };
}

/** Framed, so the one line that matters stands out in a terminal full of start-up output. */
function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `  ┌${rule}┐`, ...lines.map((line) => `  │ ${line.padEnd(width)} │`), `  └${rule}┘`, ''].join('\n');
}
