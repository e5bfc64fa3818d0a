import { useState } from 'react';
import { d12ComfortActive, d12FindComfort, d12LoseComfort } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { acceptCharacter, diceApi, type Effect } from '../api';
import type { PcContext } from './D12ActionForm';
import { EffectOutcome } from './EffectOutcome';
import { characterNames, RefusalNote } from '../../../components/RefusalNote';

/**
 * T5 réconfort: while it is at hand, a rest gives twice the points; lost (« définitivement ou
 * non »), it does nothing until found again or the end of a cycle. One button says which way it
 * goes now; the rules (d12LoseComfort / d12FindComfort) say beforehand whether they would refuse.
 */
export function ComfortForm({ pc }: { pc: PcContext }) {
  const { t } = useGmT();
  const c = pc.character;
  const [done, setDone] = useState<Effect | null>(null);
  const apply = useMutation((lost: boolean) => diceApi.comfort(pc.crewId, c.id, { version: pc.version, lost }), {
    onSuccess: (data, _v, cl) => acceptCharacter(cl, pc.crewId, data.character, data.saved.version),
  });
  const comfort = c.comfort;
  // The next change: an active comfort can be lost, a lost one found.
  const lose = comfort === null || !comfort.lost;
  const preview = lose ? d12LoseComfort(c) : d12FindComfort(c);
  const refusal = preview.ok ? null : preview.error;

  const change = async () => {
    const data = await apply.mutate(lose);
    if (data) setDone(data);
  };

  return (
    <section className="card" aria-labelledby="comfort-title">
      <h2 id="comfort-title">{t('character.comfort')}</h2>
      <p className="muted">{t('d12.comfort.help')}</p>
      <p className="comfort-state" data-testid="comfort-state">
        {comfort === null ? (
          t('d12.comfort.none')
        ) : d12ComfortActive(c) ? (
          <>
            <span aria-hidden="true">✓ </span>
            {t('d12.comfort.active', { comfort: comfort.name })}
          </>
        ) : (
          <>
            <span aria-hidden="true">✗ </span>
            {t('d12.comfort.lostState', { comfort: comfort.name })}
          </>
        )}
      </p>
      {comfort !== null ? <RefusalNote refusal={refusal} names={characterNames(c)} /> : null}
      <div className="actions">
        <Button variant={lose ? 'secondary' : 'primary'} busy={apply.pending} disabled={refusal !== null} onClick={() => void change()}>
          {lose ? t('d12.comfort.lose') : t('d12.comfort.find')}
        </Button>
      </div>
      <EffectOutcome write={apply} crewId={pc.crewId} done={done} title={done?.character.comfort?.lost ? t('d12.comfort.doneLost') : t('d12.comfort.doneFound')} />
    </section>
  );
}
