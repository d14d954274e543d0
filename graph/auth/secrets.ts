// Random secrets handed to people (links in e-mails, refresh tokens) and how we store them: only a
// SHA-256 hash, so a database leak does not hand out working links or sessions. 256 bits from a
// CSPRNG make the unsalted hash safe (nothing to brute-force).
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
