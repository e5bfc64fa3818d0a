/**
 * A proposal in words, one wording for the GM's activities step and the player's phone: the
 * activity and its options in the game's words, the ratings as the sheet stands, never an id or an
 * engine code (a project named by the crew's sheet, a removed one or a healer gone said so).
 */
import { describe, expect, it } from 'vitest';
import type { ProposalIntent } from '@temps-mort/contract';
import { makeCharacter, makeCrew } from '@temps-mort/rules/testing';
import { termLower, termOf } from '@temps-mort/i18n/glossary';
import { t as translate } from '@temps-mort/i18n/ui';
import type { Lang } from '../../../../lib/lang';
import { proposalWords } from './words';

const words = (lang: Lang) => ({
  t: (key: Parameters<typeof translate>[0], values?: Parameters<typeof translate>[2]) => translate(key, lang, values),
  term: (group: Parameters<typeof termOf>[0], value: unknown) => termOf(group, value, lang),
  termLower: (group: Parameters<typeof termOf>[0], value: unknown) => termLower(group, value, lang),
});

/** Arlette (hunt 1, study 2, prowl 0), her project; Élise heals (surgery 2, tinker 1). */
const arlette = makeCharacter({
  id: 'pc-1',
  name: 'Arlette',
  skills: { hunt: 1, study: 2, prowl: 0, surgery: 1 },
  projects: [{ id: 'p1', name: 'Carte des égouts', segments: 8, filled: 3 }],
});
const crew = makeCrew({ characters: [arlette, makeCharacter({ id: 'pc-2', name: 'Élise', skills: { surgery: 2, tinker: 1 } })] });

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const activity = (a: unknown): ProposalIntent => ({ type: 'activity', activity: a }) as ProposalIntent;

describe('a proposal in words', () => {
  it.each([
    [activity({ kind: 'train', skill: 'hunt' }), 'S’entraîner : Chasser (1)', 'Train: Hunt (1)'],
    [
      activity({ kind: 'reduce_heat', action: 'prowl', helped: true }),
      'Réduire le raffut : Rôder (0), avec l’aide d’un ami ou d’un contact',
      'Reduce heat: Prowl (0), helped by a friend or contact',
    ],
    [activity({ kind: 'indulge_vice', attribute: 'insight' }), 'S’adonner à ses vices : rétablir Perspicacité (2/4)', 'Indulge vice: restore Insight (2/4)'],
    [activity({ kind: 'long_term_project', projectId: 'p1', action: 'study' }), 'Projet à long terme : Carte des égouts (3/8), Étudier (2)', 'Long-term project: Carte des égouts (3/8), Study (2)'],
    [activity({ kind: 'long_term_project', projectId: 'gone', action: 'study' }), 'Projet à long terme : un projet retiré, Étudier (2)', 'Long-term project: a removed project, Study (2)'],
    [activity({ kind: 'recover', healer: { kind: 'self' } }), 'Récupérer : se soigne soi-même (Chirurgie 1, −1 qualité)', 'Recover: heals themself (Surgery\u00a01, −1 quality)'],
    [activity({ kind: 'recover', healer: { kind: 'pc', characterId: 'pc-2', action: 'tinker' } }), 'Récupérer : soins d’Élise (Bricoler 1)', 'Recover: healed by Élise (Tinker\u00a01)'],
    [activity({ kind: 'recover', healer: { kind: 'pc', characterId: 'pc-2' } }), 'Récupérer : soins d’Élise', 'Recover: healed by Élise'],
    [activity({ kind: 'recover', healer: { kind: 'pc', characterId: 'pc-9', action: 'tinker' } }), 'Récupérer : soins d’un PJ parti de la bande', 'Recover: healed by a PC who left the crew'],
    [activity({ kind: 'recover', healer: { kind: 'npc', name: 'Mère Grise', rating: 1 } }), 'Récupérer : soins de Mère Grise (1 dé)', 'Recover: healed by Mère Grise (1 die)'],
    [
      activity({ kind: 'acquire_asset', name: 'Cheval', assetKind: 'special_equipment', repeat: 'again', minQuality: 2, extraDice: 1, justInCase: true, dangerous: 'poison' }),
      'Acquérir une ressource : Cheval (Équipement spécial, Même ressource, de nouveau, qualité minimale 2, +1 dé, Au cas où, Poison (+2 raffut))',
      'Acquire asset: Cheval (Special equipment, Same asset again, minimum quality 2, +1 die, Just in case, Poison (+2 heat))',
    ],
    [{ type: 'asset_settle', coin: 4 } as ProposalIntent, 'Régler la ressource : payer 4 argent pour la qualité', 'Settle the asset: pay 4 coin for quality'],
    [{ type: 'asset_settle', coin: 0 } as ProposalIntent, 'Régler la ressource : la prendre telle quelle', 'Settle the asset: take it as rolled'],
    [{ type: 'overindulgence', choice: 'attract_trouble' } as ProposalIntent, 'Excès : s’attirer des ennuis', 'Overindulges: attract trouble'],
  ])('%j', (intent, fr, en) => {
    expect(plain(proposalWords(words('fr'), crew, intent, arlette))).toBe(fr);
    expect(proposalWords(words('en'), crew, intent, arlette)).toBe(en);
  });
});
