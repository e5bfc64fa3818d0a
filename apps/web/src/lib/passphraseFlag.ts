/**
 * Whether this device knows the GM's account has a passphrase (the API does not say): set when the
 * GM chooses one, signs in with one, or makes their account with one (an invitation). Without it,
 * the home invites the GM — who came in through the server's one-time link — to choose one.
 * Keyed by account (a device may see several GMs' accounts).
 */
export const PASSPHRASE_KEY = 'tm.gm.passphrase';
const LATER_KEY = 'tm.gm.passphraseLater';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage disabled or unreadable: the invitation shows again, nothing worse.
    return fallback;
  }
}

function known(): string[] {
  return safe(() => {
    const value = JSON.parse(localStorage.getItem(PASSPHRASE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }, []);
}

export function hasKnownPassphrase(accountId: string): boolean {
  return known().includes(accountId);
}

export function rememberPassphrase(accountId: string): void {
  const list = known();
  if (!list.includes(accountId)) safe(() => localStorage.setItem(PASSPHRASE_KEY, JSON.stringify([...list, accountId])), undefined);
}

/** "Later": the invitation waits until the next session of the browser tab. */
export function passphraseLater(): boolean {
  return safe(() => sessionStorage.getItem(LATER_KEY) === '1', false);
}

export function setPassphraseLater(): void {
  safe(() => sessionStorage.setItem(LATER_KEY, '1'), undefined);
}

/** The account name last typed at sign-in on this device: the form starts with it. */
const LAST_NAME_KEY = 'tm.gm.lastName';

export function lastAccountName(): string {
  return safe(() => localStorage.getItem(LAST_NAME_KEY) ?? '', '');
}

export function rememberAccountName(name: string): void {
  safe(() => localStorage.setItem(LAST_NAME_KEY, name), undefined);
}
