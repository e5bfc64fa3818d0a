import { describe, expect, it } from 'vitest';
import { translator } from '../../../lib/i18n';
import { t } from '@temps-mort/i18n/ui';
import type { RollView } from '../api';
import { bandWords } from './RollCard';

const gm = (lang: 'fr' | 'en') => ({ ...translator(lang), t: (key: Parameters<typeof t>[0], values?: Record<string, string | number>) => t(key, lang, values) });
const d20 = (band: string | null) => ({ kind: 'd20', band }) as unknown as RollView;

describe('a stored roll’s outcome in words', () => {
  it('says the ledger’s d20s in words, never their codes (not_called, success)', () => {
    expect(bandWords(d20('success'), gm('fr'))).toBe('Réussite');
    expect(bandWords(d20('failure'), gm('en'))).toBe('Failure');
    expect(bandWords(d20('not_called'), gm('fr'))).toBe('Dette non réclamée');
    expect(bandWords(d20('called'), gm('en'))).toBe('Debt called');
    // A plain d20 has no outcome to say.
    expect(bandWords(d20(null), gm('fr'))).toBeNull();
    expect(bandWords(d20('17'), gm('fr'))).toBeNull();
  });
});
