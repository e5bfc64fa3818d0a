/**
 * Whether this device knows the GM has a passphrase (the API does not say): set when the GM sets
 * one or signs in with one. Without it, the home invites the GM — who came in through the
 * server's one-time link — to choose one. features/auth writes the same key (features do not
 * import each other: keep the two in step).
 */
export const PASSPHRASE_KEY = 'tm.gm.passphrase';
const LATER_KEY = 'tm.gm.passphraseLater';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

function known(): string[] {
  return safe(() => {
    const value = JSON.parse(localStorage.getItem(PASSPHRASE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }, []);
}

export function hasKnownPassphrase(campaignId: string): boolean {
  return known().includes(campaignId);
}

export function rememberPassphrase(campaignId: string): void {
  const list = known();
  if (!list.includes(campaignId)) safe(() => localStorage.setItem(PASSPHRASE_KEY, JSON.stringify([...list, campaignId])), undefined);
}

/** "Later": the invitation waits until the next session of the browser tab. */
export function passphraseLater(): boolean {
  return safe(() => sessionStorage.getItem(LATER_KEY) === '1', false);
}

export function setPassphraseLater(): void {
  safe(() => sessionStorage.setItem(LATER_KEY, '1'), undefined);
}
