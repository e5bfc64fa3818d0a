/** Random bearer tokens and their stored form. Only SHA-256 hashes of tokens reach the database. */
import { createHash, randomBytes } from 'node:crypto';

/** 256 bits for sessions and setup links, 192 bits for share links (≥ 128 asked; shorter URLs). */
export const SESSION_TOKEN_BYTES = 32;
export const SHARE_TOKEN_BYTES = 24;

/** A fresh random token, base64url (no padding): 32 bytes → 43 characters. */
export function newToken(bytes: number = SESSION_TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}

/** Lower-case hex SHA-256 of the token's UTF-8 bytes: what the database stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token as clients send it: base64url, bounded length (anything else is never looked up). */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 16 && value.length <= 128 && /^[A-Za-z0-9_-]+$/.test(value);
}
