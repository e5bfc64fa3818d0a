/**
 * Signing in with the passphrase proves the campaign has one: this device stops inviting the GM to
 * choose one. The same key as features/campaign/passphraseFlag.ts (features do not import each
 * other: keep the two in step).
 */
export const PASSPHRASE_KEY = 'tm.gm.passphrase';

export function rememberPassphrase(campaignId: string): void {
  try {
    const value = JSON.parse(localStorage.getItem(PASSPHRASE_KEY) ?? '[]') as unknown;
    const list = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    if (!list.includes(campaignId)) localStorage.setItem(PASSPHRASE_KEY, JSON.stringify([...list, campaignId]));
  } catch {
    // Storage disabled or unreadable: the invitation shows again, nothing worse.
  }
}
