import { describe, expect, it } from 'vitest';
import { UI, UI_SECTIONS } from './ui';
import { CORE_UI } from './ui-core';
import { LEDGER_UI, t } from './ui-ledger';
import { ledger } from './ui/ledger';

describe('the ledger’s words (ui-ledger)', () => {
  it('are the core words and the ledger section, which the GM catalog has too', () => {
    expect(Object.keys(LEDGER_UI).length).toBe(Object.keys(CORE_UI).length + Object.keys(ledger).length);
    expect(UI_SECTIONS.ledger).toBe(ledger);
    for (const key of Object.keys(ledger)) expect(UI, key).toHaveProperty(key);
  });

  it('name the players’ followed ledger with the game’s words, French typography included', () => {
    expect(t('ledger.title', 'fr', { wizard: 'Morgane' })).toBe('Registre de la Pègre — Morgane');
    expect(t('ledger.title', 'en', { wizard: 'Morgane' })).toBe('Underworld ledger — Morgane');
    expect(t('debt.markers', 'fr')).toBe('Marqueurs Pègre');
    expect(t('debt.goldValue', 'fr', { gold: 1500 })).toBe('Coffre-fort\u00a0: 1\u202f500 co');
    expect(t('debt.free', 'fr', { free: 1 })).toBe('Encore 1 marqueur possible');
    expect(t('ledger.intro', 'fr')).toBe('Le registre que suit ce lien, en direct\u00a0: seul le MJ y écrit.');
    // A core word, through the same `t`.
    expect(t('sheet.roll.undone', 'fr')).toBe('Annulé');
  });
});
