// Password hashing with scrypt (node:crypto, no native add-on to build). The parameters are OWASP's
// recommended minimum for scrypt (N=2^17, r=8, p=1) and are stored in each hash, so raising them
// later only affects new hashes and verification keeps working for old ones.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** params.logN,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; leave head-room above Node's 32 MiB default.
    maxmem: 256 * 2 ** params.logN * params.r,
  };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns `scrypt$<logN>$<r>$<p>$<salt b64url>$<key b64url>`. */
export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (![params.logN, params.r, params.p].every(Number.isInteger) || params.logN > 22) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const dummies = new Map<string, Promise<string>>();

/** A hash of a random password (made once per parameter set), to verify against when an account
 * does not exist, so that sign-in takes the same time either way and does not reveal accounts. */
export function dummyHash(params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const key = `${params.logN}/${params.r}/${params.p}`;
  let hash = dummies.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), params);
    dummies.set(key, hash);
  }
  return hash;
}

/** A readable random password for generated accounts (about 120 bits). */
export function generatePassword(): string {
  return randomBytes(20).toString('base64url').replace(/[-_]/g, 'x').match(/.{1,5}/g)!.join('-');
}
