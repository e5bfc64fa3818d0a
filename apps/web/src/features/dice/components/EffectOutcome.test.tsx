import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setFetch } from '../../../lib/api';
import { json, serve } from '../../../test/fakeApi';
import { renderIn } from '../../../test/render';
import { sampleSheetJson } from '../../../test/sampleSheet';
import { EffectOutcome } from './EffectOutcome';

afterEach(() => setFetch((...args) => globalThis.fetch(...args)));

describe('a d12 effect’s outcome', () => {
  it('offers its undo: the crew’s undo at the version the effect left, then says it is undone', async () => {
    const calls = serve({ 'POST /api/crews/crew-1/undo': () => json({ sheet: sampleSheetJson(), event: { seq: 9 } }) });
    renderIn('fr', <EffectOutcome write={{ error: null, reset: () => {} }} crewId="crew-1" done={{ reasons: [], saved: { version: 7 } }} title="Dégâts appliqués" />);
    expect(screen.getByText('Dégâts appliqués')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler cet effet' }));
    expect(await screen.findByText('Effet annulé : le personnage est revenu à son état d’avant')).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/crews/crew-1/undo', { version: 7 }]]);
    expect(screen.queryByRole('button', { name: 'Annuler cet effet' })).toBeNull();
  });
});
