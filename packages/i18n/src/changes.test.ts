import { describe, expect, it } from 'vitest';
import { formatNetChange, t } from './changes';

describe('net changes in words', () => {
  const names = { character: (id: string) => (id === 'pc-1' ? 'Arlette' : undefined) };

  it.each([
    [{ what: 'rep', of: null, before: 0, after: 4 }, 'Renom\u00a0: 0 → 4', 'Rep: 0 → 4'],
    [{ what: 'coin', of: null, before: 3, after: 13 }, 'Argent de la bande\u00a0: 3 → 13', 'Crew coin: 3 → 13'],
    [{ what: 'characterCoin', of: 'pc-1', before: 0, after: 2 }, 'Argent (Arlette)\u00a0: 0 → 2', 'Coin (Arlette): 0 → 2'],
    [{ what: 'hold', of: null, before: 'weak', after: 'strong' }, 'Assise\u00a0: Faible → Forte', 'Hold: Weak → Strong'],
    [{ what: 'atWar', of: null, before: false, after: true }, 'En guerre\u00a0: Non → Oui', 'At war: No → Yes'],
    [{ what: 'status', of: 'pc-1', before: 'active', after: 'jailed' }, 'Statut (Arlette)\u00a0: En jeu → En prison', 'Status (Arlette): Active → Jailed'],
    [{ what: 'gold', of: null, before: 300, after: 1500 }, 'Or (co)\u00a0: 300 → 1\u202f500', 'Gold (gc): 300 → 1,500'],
  ] as const)('%j', (change, fr, en) => {
    expect(formatNetChange(change, 'fr', names)).toBe(fr);
    expect(formatNetChange(change, 'en', names)).toBe(en);
  });

  it('says a character it cannot name without a name, never their id', () => {
    expect(formatNetChange({ what: 'harm', of: 'pc-9', before: 0, after: 1 }, 'fr', names)).toBe('Blessures\u00a0: 0 → 1');
  });

  it('has the players’ recap words', () => {
    expect(t('changes.recap.title', 'fr', { n: 3 })).toBe('Ce que le temps mort n° 3 a changé');
    expect(t('changes.recap.title', 'en', { n: 3 })).toBe('What downtime #3 changed');
  });
});
