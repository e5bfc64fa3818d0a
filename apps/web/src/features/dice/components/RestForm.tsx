import { useState } from 'react';
import type { FormEvent } from 'react';
import { D12_ATTRIBUTES, D12_EFFECT_BOUNDS, D12_REST_BLOCK_HOURS, d12ComfortActive, d12PoolRoom, d12Rest, d12RestPoints, d12RestToPlace, type D12Attribute } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { NumberField } from '../../../components/NumberField';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { acceptCharacter, diceApi, type Effect } from '../api';
import type { PcContext } from './D12ActionForm';
import { EffectOutcome } from './EffectOutcome';
import { characterNames, RefusalNote } from '../../../components/RefusalNote';

/**
 * T4/T5 repos: one point per full 4 hours in a safe place, doubled near an active réconfort, placed
 * by the player in Corps/Esprit/Âme. The points and the allocation's checks come from the rules
 * (d12RestPoints, d12Rest) as the GM types.
 */
export function RestForm({ pc }: { pc: PcContext }) {
  const { t, term } = useGmT();
  const c = pc.character;
  const [hours, setHours] = useState<number | null>(8);
  const [safe, setSafe] = useState(true);
  const [comfortNearby, setComfortNearby] = useState(false);
  const [allocation, setAllocation] = useState<Record<D12Attribute, number | null>>({ body: 0, mind: 0, soul: 0 });
  const [done, setDone] = useState<Effect | null>(null);
  const rest = useMutation((body: Parameters<typeof diceApi.rest>[2]) => diceApi.rest(pc.crewId, c.id, body), {
    onSuccess: (data, _v, cl) => acceptCharacter(cl, pc.crewId, data.character, data.saved.version),
  });

  const alloc = { body: allocation.body ?? 0, mind: allocation.mind ?? 0, soul: allocation.soul ?? 0 };
  const points = hours !== null && hours >= 0 && Number.isInteger(hours) ? d12RestPoints(c, hours, comfortNearby).points : null;
  const room = d12PoolRoom(c);
  // T4: what must be placed (the pools cannot take more than they miss), each pool's room, a suggestion.
  const place = d12RestToPlace(c, points ?? 0);
  const expected = points === null ? null : place.toPlace;
  const placed = alloc.body + alloc.mind + alloc.soul;
  const preview = hours !== null && hours >= 0 && Object.values(alloc).every((v) => v >= 0) ? d12Rest(c, { hours, safe, comfortNearby, allocation: alloc }) : null;
  const refusal = preview && !preview.ok ? preview.error : null;
  const comfortActive = d12ComfortActive(c);

  /** The rules' suggestion: the emptiest pools first (the player may change it). */
  const spread = () => {
    if (expected === null) return;
    setAllocation({ ...place.suggested });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (hours === null || refusal) return;
    const data = await rest.mutate({ version: pc.version, hours, safe, comfortNearby, allocation: alloc });
    if (data) {
      setDone(data);
      setAllocation({ body: 0, mind: 0, soul: 0 });
    }
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="rest-title">
      <h2 id="rest-title">{t('d12.rest')}</h2>
      <div className="form-row">
        <NumberField label={t('d12.rest.hours')} value={hours} onChange={setHours} bounds={D12_EFFECT_BOUNDS.restHours} step={D12_REST_BLOCK_HOURS} error={hours === null ? t('error.field.required') : null} />
      </div>
      <label className="check">
        <input type="checkbox" checked={safe} onChange={(e) => setSafe(e.target.checked)} /> {t('d12.rest.safe')}
      </label>
      <label className="check">
        <input type="checkbox" checked={comfortNearby} onChange={(e) => setComfortNearby(e.target.checked)} /> {t('d12.rest.comfort')}
        <span className="muted">
          {' '}
          — {c.comfort ? (comfortActive ? t('d12.rest.comfortActive', { comfort: c.comfort.name }) : t('d12.rest.comfortLost', { comfort: c.comfort.name })) : t('d12.rest.noComfort')}
        </span>
      </label>
      {points !== null ? (
        <p className="cost" aria-live="polite" data-testid="rest-points">
          {t('d12.rest.points', { points, room, expected: expected ?? 0 })}
        </p>
      ) : null}
      <fieldset>
        <legend>{t('d12.rest.allocate', { points: expected ?? 0 })}</legend>
        <div className="form-row">
          {D12_ATTRIBUTES.map((a) => (
            <NumberField
              key={a}
              label={t('d12.rest.to', { attribute: term('d12Attribute', a), pool: c.pools[a].pool, value: c.pools[a].value })}
              value={allocation[a]}
              onChange={(v) => setAllocation({ ...allocation, [a]: v })}
              bounds={D12_EFFECT_BOUNDS.restAllocation}
              max={place.roomBy[a]}
            />
          ))}
        </div>
        <p className="muted small">
          {t('d12.rest.placed', { placed, expected: expected ?? 0 })}{' '}
          <Button variant="ghost" onClick={spread} disabled={expected === null || expected === 0}>
            {t('d12.rest.spread')}
          </Button>
        </p>
      </fieldset>
      <RefusalNote refusal={refusal} names={characterNames(c)} />
      <div className="actions">
        <Button type="submit" busy={rest.pending} disabled={hours === null || refusal !== null}>
          {t('d12.rest.do')}
        </Button>
      </div>
      <EffectOutcome write={rest} crewId={pc.crewId} done={done} title={t('d12.rest.done')} />
    </form>
  );
}
