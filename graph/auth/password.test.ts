import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword, OWASP_SCRYPT } from './password.ts';

const FAST = { logN: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple', FAST);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', FAST)).not.toBe(await hashPassword('same', FAST));
  });

  it('uses OWASP parameters by default', async () => {
    expect(OWASP_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
    const hash = await hashPassword('a long enough password');
    expect(hash.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(await verifyPassword('a long enough password', hash)).toBe(true);
  });

  it('treats malformed stored hashes as a mismatch, not a crash', async () => {
    for (const bad of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$4$5', 'scrypt$40$8$1$AA$AA']) {
      expect(await verifyPassword('pw', bad)).toBe(false);
    }
  });

  it('generates long random passwords', () => {
    const a = generatePassword();
    expect(a.length).toBeGreaterThanOrEqual(27);
    expect(a).not.toBe(generatePassword());
  });
});
