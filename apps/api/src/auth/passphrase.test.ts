import { describe, expect, it } from 'vitest';
import { hashPassphrase, verifyPassphrase } from './passphrase';
import { hashToken, looksLikeToken, newToken, SHARE_TOKEN_BYTES } from './tokens';

describe('passphrase hashing', () => {
  it('verifies the right passphrase only, with a random salt each time', async () => {
    const a = await hashPassphrase('correct horse battery');
    const b = await hashPassphrase('correct horse battery');
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassphrase('correct horse battery', a)).toBe(true);
    expect(await verifyPassphrase('correct horse batterY', a)).toBe(false);
  });

  it('rejects malformed stored hashes', async () => {
    for (const stored of ['', 'plain', 'scrypt$15$8$1$$', 'bcrypt$1$2$3$4$5', 'scrypt$99$8$1$AAAA$AAAA']) {
      expect(await verifyPassphrase('whatever!', stored)).toBe(false);
    }
  });
});

describe('tokens', () => {
  it('are random base64url with at least 128 bits, hashed with SHA-256', () => {
    const token = newToken(SHARE_TOKEN_BYTES);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(looksLikeToken(token)).toBe(true);
    expect(newToken()).not.toBe(newToken());
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(looksLikeToken('short')).toBe(false);
    expect(looksLikeToken('x'.repeat(200))).toBe(false);
    expect(looksLikeToken('has spaces and/slashes=====')).toBe(false);
  });
});
