/**
 * The GM's passphrase, stored as a slow hash (scrypt from node:crypto), self-describing:
 * `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`, so the cost can be raised later
 * without breaking stored hashes (verification reads the parameters from the string).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const LOG2_N = 15; // N = 32768: ~50–100 ms and 32 MiB per hash on a small machine
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function scrypt(secret: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(secret.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function options(log2N: number, r: number, p: number): ScryptOptions {
  // maxmem must cover 128 · N · r bytes (plus a margin), or Node refuses.
  return { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r };
}

export async function hashPassphrase(passphrase: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(passphrase, salt, KEY_BYTES, options(LOG2_N, R, P));
  return ['scrypt', LOG2_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison against a stored hash; false for a malformed one. */
export async function verifyPassphrase(passphrase: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every((n) => Number.isInteger(n) && n > 0) || log2N > 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scrypt(passphrase, salt, expected.length, options(log2N, r, p));
  return timingSafeEqual(actual, expected);
}

/** Spends the time of one verification, so a sign-in with no passphrase set is not faster. */
export async function burnPassphraseTime(passphrase: string): Promise<void> {
  await scrypt(passphrase, randomBytes(SALT_BYTES), KEY_BYTES, options(LOG2_N, R, P));
}
