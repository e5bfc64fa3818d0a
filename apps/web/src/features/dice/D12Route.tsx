import { useState } from 'react';
import { DEFAULT_TABLE_RULES, d12HasSheet } from '@temps-mort/rules';
import { Link } from '../../lib/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { useCrewSheet } from '../../lib/crew';
import { useGmT } from '../../lib/i18nGm';
import { useSignInRedirect } from '../../lib/session';
import { useCampaign, useCrews, type RollView } from './api';
import { CharacterSummary } from './components/CharacterSummary';
import { ComfortForm } from './components/ComfortForm';
import { D12ActionForm, type PcContext } from './components/D12ActionForm';
import { D12Result } from './components/D12Result';
import { DamageForm } from './components/DamageForm';
import { DiceNav } from './components/DiceNav';
import { FearTestForm } from './components/FearTestForm';
import { MilestoneForm } from './components/MilestoneForm';
import { RestForm } from './components/RestForm';
import { SelectField } from '../../components/SelectField';
import './dice.css';
import { SystemGate } from '../../components/SystemGate';

type Source = 'pc' | 'free';

/**
 * /dice/d12 — a d12 action for a PC of a crew (their pools, traits and destiny; every change to the
 * sheet goes through the crew's history) or with a pool typed in; then its follow-ups; and, for a
 * PC, the fear test, damage (T3, with T2/T6), the comfort lost or found (T5), a rest and the milestones.
 */
/** The screen, if the campaign plays its game system (components/SystemGate.tsx). */
export default function D12Route() {
  const { t } = useGmT();
  return (
    <SystemGate system="d12" title={t('d12.title')}>
      <D12Screen />
    </SystemGate>
  );
}

function D12Screen() {
  const { t } = useGmT();
  const campaign = useCampaign();
  const campaignId = campaign.data?.id ?? null;
  const crews = useCrews(campaignId);
  const [source, setSource] = useState<Source>('pc');
  const [crewId, setCrewId] = useState('');
  const [characterId, setCharacterId] = useState('');
  const [roll, setRoll] = useState<RollView | null>(null);
  const crewList = crews.data ?? [];
  // No default crew: the one picked while it still exists, else the first of the list (a deleted crew is never kept).
  const effectiveCrew = source === 'pc' ? (crewList.some((c) => c.id === crewId) ? crewId : (crewList[0]?.id ?? '')) : '';
  const sheet = useCrewSheet(effectiveCrew === '' ? null : effectiveCrew);
  const signingIn = useSignInRedirect(campaign.error, crews.error, sheet.error);
  if (signingIn) return <Loading />;
  if (!campaign.data) return campaign.error ? <ErrorMessage error={campaign.error} onReload={() => void campaign.refetch()} /> : <Loading />;

  const table = campaign.data.tableRules ?? DEFAULT_TABLE_RULES;
  const characters = sheet.data?.crew.characters ?? [];
  // No default PC: the roll is for the one the GM picked (issue 34, no silent choice).
  const character = source === 'pc' ? (characters.find((c) => c.id === characterId) ?? null) : null;
  // A crew's PC whose d12 sheet was never filled in (T1) is neither dead nor rollable: it is to be filled in.
  const noSheet = character !== null && !d12HasSheet(character);
  const pc: PcContext | null = character && sheet.data && !noSheet ? { crewId: effectiveCrew, character, version: sheet.data.version } : null;
  const cid = campaign.data.id;

  return (
    <section className="page dice" aria-labelledby="d12-title">
      <h1 id="d12-title">{t('d12.title')}</h1>
      <DiceNav />
      <div className="dice-columns">
        <section className="card" aria-labelledby="who-title">
          <h2 id="who-title">{t('d12.who')}</h2>
          <fieldset className="radios">
            <legend className="visually-hidden">{t('d12.who')}</legend>
            <label className="radio">
              <input type="radio" name="d12-source" checked={source === 'pc'} onChange={() => { setSource('pc'); setRoll(null); }} /> {t('d12.source.pc')}
            </label>
            <label className="radio">
              <input type="radio" name="d12-source" checked={source === 'free'} onChange={() => { setSource('free'); setRoll(null); }} /> {t('d12.source.free')}
            </label>
          </fieldset>
          {source === 'pc' ? (
            crewList.length === 0 ? (
              crews.data ? <p className="muted">{t('d12.noCrew')}</p> : <Loading />
            ) : (
              <>
                <div className="form-row">
                  <SelectField
                    label={t('dice.crew')}
                    value={effectiveCrew}
                    onChange={(v) => {
                      setCrewId(v);
                      setCharacterId('');
                      setRoll(null);
                    }}
                    options={crewList.map((c) => ({ value: c.id, label: c.name }))}
                  />
                  {characters.length > 0 ? (
                    <SelectField
                      label={t('d12.character')}
                      value={character?.id ?? ''}
                      placeholder={t('common.select')}
                      onChange={(v) => {
                        setCharacterId(v);
                        setRoll(null);
                      }}
                      options={characters.map((c) => ({ value: c.id, label: c.name }))}
                    />
                  ) : null}
                </div>
                {sheet.error && !sheet.data ? <ErrorMessage error={sheet.error} onReload={() => void sheet.refetch()} /> : null}
                {sheet.data && characters.length === 0 ? <p className="muted">{t('character.none')}</p> : null}
                {!sheet.data && !sheet.error ? <Loading /> : null}
                {character && noSheet ? (
                  <div className="pc-d12">
                    <p>{t('d12.noSheet', { name: character.name })}</p>
                    <p>
                      <Link href={`/crews/${encodeURIComponent(effectiveCrew)}?edit=1`}>{t('d12.noSheet.fill', { name: character.name })}</Link>
                    </p>
                  </div>
                ) : character ? (
                  <CharacterSummary character={character} />
                ) : null}
              </>
            )
          ) : (
            <p className="muted">{t('d12.source.free.help')}</p>
          )}
        </section>
        <section className="card">
          {source === 'free' || pc ? (
            <D12ActionForm key={pc?.character.id ?? 'free'} campaignId={cid} table={table} pc={pc} crews={crewList} onRolled={setRoll} />
          ) : (
            <p className="muted">{noSheet ? t('d12.noSheet.free') : characters.length > 0 ? t('d12.choosePc') : t('d12.pickPc')}</p>
          )}
          <div id="d12-result" tabIndex={-1}>
            {roll ? <D12Result key={roll.id} roll={roll} table={table} pc={pc} onChange={setRoll} /> : null}
          </div>
        </section>
      </div>
      {pc ? (
        <div className="dice-columns three" key={pc.character.id}>
          <FearTestForm
            campaignId={cid}
            table={table}
            pc={pc}
            onRolled={(r) => {
              setRoll(r);
              requestAnimationFrame(() => document.getElementById('d12-result')?.focus());
            }}
          />
          <DamageForm pc={pc} />
          <ComfortForm pc={pc} />
        </div>
      ) : null}
      {pc ? (
        <div className="dice-columns" key={`${pc.character.id}-more`}>
          <RestForm pc={pc} />
          <MilestoneForm pc={pc} table={table} />
        </div>
      ) : null}
    </section>
  );
}
