import { describe, expect, it } from 'vitest';
import { formatNetChange, t } from './changes';

describe('net changes in words', () => {
  const names = {
    character: (id: string) => (id === 'pc-1' ? 'Arlette' : undefined),
    faction: (id: string) => (id === 'f-1' ? 'Les Lampions' : undefined),
    cohort: (id: string) => (id === 'co-1' ? 'Dockers' : undefined),
    clock: (id: string) => (id === 'k-1' ? 'Sécurité' : undefined),
    project: (id: string) => (id === 'pr-1' ? 'Évasion' : undefined),
  };

  it.each([
    [{ what: 'rep', of: null, before: 0, after: 4 }, 'Renom\u00a0: 0 → 4', 'Rep: 0 → 4'],
    [{ what: 'coin', of: null, before: 3, after: 13 }, 'Argent de la bande\u00a0: 3 → 13', 'Crew coin: 3 → 13'],
    [{ what: 'characterCoin', of: 'pc-1', before: 0, after: 2 }, 'Argent (Arlette)\u00a0: 0 → 2', 'Coin (Arlette): 0 → 2'],
    [{ what: 'hold', of: null, before: 'weak', after: 'strong' }, 'Assise\u00a0: Faible → Forte', 'Hold: Weak → Strong'],
    [{ what: 'atWar', of: null, before: false, after: true }, 'En guerre\u00a0: Non → Oui', 'At war: No → Yes'],
    [{ what: 'status', of: 'pc-1', before: 'active', after: 'jailed' }, 'Statut (Arlette)\u00a0: En jeu → En prison', 'Status (Arlette): Active → Jailed'],
    [{ what: 'gold', of: null, before: 300, after: 1500 }, 'Or (co)\u00a0: 300 → 1\u202f500', 'Gold (gc): 300 → 1,500'],
    [{ what: 'factionStatus', of: 'f-1', before: 0, after: -1 }, 'Relations (Les Lampions)\u00a0: 0 → \u22121', 'Status (Les Lampions): 0 → \u22121'],
    [{ what: 'factionTier', of: 'f-1', before: 2, after: 3 }, 'Rang (Les Lampions)\u00a0: 2 → 3', 'Tier (Les Lampions): 2 → 3'],
    [{ what: 'cohortQuality', of: 'co-1', before: 1, after: 2 }, 'Qualité (Dockers)\u00a0: 1 → 2', 'Quality (Dockers): 1 → 2'],
    [{ what: 'clock', of: 'k-1', before: '1/6', after: '3/6' }, 'Contrat (Sécurité)\u00a0: 1/6 → 3/6', 'Clock (Sécurité): 1/6 → 3/6'],
    [{ what: 'attribute', of: 'pc-1', part: 'insight', before: '2/4', after: '4/4' }, 'Perspicacité (Arlette)\u00a0: 2/4 → 4/4', 'Insight (Arlette): 2/4 → 4/4'],
    [{ what: 'skill', of: 'pc-1', part: 'hunt', before: 1, after: 2 }, 'Chasser (Arlette)\u00a0: 1 → 2', 'Hunt (Arlette): 1 → 2'],
    [{ what: 'skill', of: 'pc-1', part: 'Crochetage', before: 0, after: 1 }, 'Crochetage (Arlette)\u00a0: 0 → 1', 'Crochetage (Arlette): 0 → 1'],
    [{ what: 'project', of: 'pc-1', part: 'pr-1', before: '2/8', after: '5/8' }, 'Projet «\u00a0Évasion\u00a0» (Arlette)\u00a0: 2/8 → 5/8', 'Project “Évasion” (Arlette): 2/8 → 5/8'],
    [{ what: 'harmLevel', of: 'pc-1', part: '2', before: 1, after: 0 }, 'Blessures de niveau 2 (Arlette)\u00a0: 1 → 0', 'Level 2 harm (Arlette): 1 → 0'],
    [{ what: 'viceTapped', of: 'pc-1', before: false, after: true }, 'Fournisseur perdu (Arlette)\u00a0: Non → Oui', 'Purveyor lost (Arlette): No → Yes'],
    [{ what: 'purveyor', of: 'pc-1', before: 'La Roue', after: '' }, 'Fournisseur (Arlette)\u00a0: La Roue → —', 'Purveyor (Arlette): La Roue → —'],
    [{ what: 'vice', of: 'pc-1', before: 'gambling', after: 'weird' }, 'Vice (Arlette)\u00a0: Jeu → Bizarrerie', 'Vice (Arlette): Gambling → Weird'],
    [{ what: 'pool', of: 'pc-1', part: 'body', before: '3/5', after: '5/5' }, 'Réserve de Corps (Arlette)\u00a0: 3/5 → 5/5', 'Body pool (Arlette): 3/5 → 5/5'],
    [{ what: 'tithes', of: null, before: 0, after: 3 }, 'Dîmes impayées\u00a0: 0 → 3', 'Unpaid tithes: 0 → 3'],
  ] as const)('%j', (change, fr, en) => {
    expect(formatNetChange(change, 'fr', names)).toBe(fr);
    expect(formatNetChange(change, 'en', names)).toBe(en);
  });

  it('says a character it cannot name without a name, never their id', () => {
    expect(formatNetChange({ what: 'harm', of: 'pc-9', before: 0, after: 1 }, 'fr', names)).toBe('Blessures\u00a0: 0 → 1');
  });

  it('a project, a faction or a clock it cannot name is said without a name, never by its id', () => {
    expect(formatNetChange({ what: 'project', of: 'pc-1', part: 'pr-9', before: '1/4', after: '2/4' }, 'fr', names)).toBe('Projet à long terme (Arlette)\u00a0: 1/4 → 2/4');
    expect(formatNetChange({ what: 'factionStatus', of: 'f-9', before: 1, after: 2 }, 'en', names)).toBe('Status: +1 → +2');
    expect(formatNetChange({ what: 'clock', of: 'k-9', before: '1/4', after: '2/4' }, 'en', names)).toBe('Clock: 1/4 → 2/4');
  });

  it('has the players’ recap words', () => {
    expect(t('changes.recap.title', 'fr', { n: 3 })).toBe('Ce que le temps mort n° 3 a changé');
    expect(t('changes.recap.title', 'en', { n: 3 })).toBe('What downtime #3 changed');
  });
});
