import { useEffect, useId, useRef, useState } from 'react';
import {
  UNAVAILABLE_STATUSES,
  activityAllowance,
  type Character,
} from '@temps-mort/rules';
import type { ProposalView } from '@temps-mort/contract';
import { formatList } from '@temps-mort/i18n/format';
import { Button } from '../../../components/Button';
import { ReasonList } from '../../../components/ReasonList';
import { useGmT } from '../../../lib/i18nGm';
import type { CharacterDowntimeView } from '../../../lib/crew';
import { stepPath } from '../api';
import { EntanglementPickForm } from '../components/EntanglementPickForm';
import { ENTANGLEMENT_PLACE, EntanglementRollForm } from '../components/EntanglementRollForm';
import { RadioGroup } from '../components/RadioGroup';
import { RaiseTier } from '../components/RaiseTier';
import { StepHeading, StepOutcome } from '../components/StepOutcome';
import { useWalkthrough } from '../context';
import { AcquiredAssets } from './activities/AcquiredAssets';
import { ActivityChooser } from './activities/ActivityChooser';
import { PendingAsset, PendingOverindulgence } from './activities/Pending';
import { characterPlace } from './activities/shared';
import { JailedSection } from './IncarcerationStep';
import { CharacterProposals, ProposalNotices, usePendingProposals } from './proposals/Proposals';

const NO_VIEW: CharacterDowntimeView = {
  used: 0,
  allowance: 0,
  remaining: 0,
  trained: [],
  freePlay: 0,
  freePlayLimit: 0,
  pendingAsset: null,
  pendingOverindulgence: null,
  loadBeforeJail: null,
};

/** "●●○ 1 of 2 activities · 1 activity left", drawn and said. */
export function ActivityCounter({ name, view }: { name: string; view: CharacterDowntimeView }) {
  const { t } = useGmT();
  return (
    <span className="activity-counter" data-testid={`counter-${name}`}>
      <span className="pips" aria-hidden="true">
        {Array.from({ length: view.allowance }, (_, i) => (i < view.used ? '●' : '○')).join('')}
      </span>{' '}
      <span>{t('activities.used', { used: view.used, allowance: view.allowance })}</span>
      {' · '}
      <span className={view.remaining === 0 ? 'counter-none' : undefined}>{t('activities.left', { left: view.remaining })}</span>
    </span>
  );
}

/**
 * A1–A9 per PC: the counters (2, 1 at war, +1 season bonus), then one activity at a time with its
 * odds, the choices the rolls leave pending (coin for an asset's quality, an overindulgence), the
 * free-play actions (A2), extra entanglement rolls owed (V2), and "Finish the downtime". The
 * players' proposals (issue 36), live, wait in each PC's card and panel for the GM's answer.
 */
export function ActivitiesStep() {
  const { t } = useGmT();
  const { crewId, crew, sheet, names } = useWalkthrough();
  const pending = usePendingProposals(crewId);
  const proposalsOf = (c: Character) => pending.filter((p) => p.characterId === c.id);
  const allowance = activityAllowance({ atWar: crew.atWar, seasonBonus: sheet.downtime.seasonBonus });
  const [selected, setSelected] = useState(() => crew.characters[0]?.id ?? '');
  const current = crew.characters.find((c) => c.id === selected) ?? crew.characters[0];
  const view = (c: Character) => sheet.downtime.characters[c.id] ?? NO_VIEW;
  return (
    <div className="step-form">
      <StepHeading>{t('activities.title')}</StepHeading>
      <div className="preview">
        <p className="preview-figure">{t('downtime.allowance', { count: allowance.allowance })}</p>
        <ReasonList reasons={allowance.reasons} names={names} />
      </div>

      {crew.characters.length === 0 ? <p className="muted">{t('character.none')}</p> : null}
      <PcCounters characters={crew.characters} selected={current?.id} view={view} proposals={(c) => proposalsOf(c).length} onSelect={setSelected} />

      {current ? <CharacterPanel key={current.id} character={current} view={view(current)} proposals={proposalsOf(current)} /> : null}
      <AcquiredAssets />

      {sheet.downtime.pendingEntanglementRoll ? (
        <section className="subform" aria-labelledby="extra-entanglement">
          <h3 id="extra-entanglement">{t('entanglement.title')}</h3>
          <EntanglementPickForm />
        </section>
      ) : sheet.downtime.extraEntanglementRolls > 0 ? (
        <section className="subform" aria-labelledby="extra-entanglement">
          <h3 id="extra-entanglement">{t('entanglement.extraRolls', { count: sheet.downtime.extraEntanglementRolls })}</h3>
          <EntanglementRollForm extra />
        </section>
      ) : null}
      <StepOutcome places={[ENTANGLEMENT_PLACE]} />

      <JailedSection />
      <RaiseTier />

      <FinishDowntime unused={crew.characters.filter((c) => !UNAVAILABLE_STATUSES.includes(c.status) && view(c).remaining > 0).map((c) => ({ name: c.name, left: view(c).remaining }))} />
    </div>
  );
}

/**
 * Each PC's counters (A1 activities, A2 free play), the proposals their player sent, and the button
 * that opens their activities: one card per PC, its counters as label–value pairs (a <dl>), so each
 * label stays with its value for a screen reader at any width. A list, not a table: a phone stacks
 * the cards, a wider screen lines them up in columns (downtime.css), and no column is ever squeezed
 * to a letter per line.
 */
function PcCounters({
  characters,
  selected,
  view,
  proposals,
  onSelect,
}: {
  characters: readonly Character[];
  selected: string | undefined;
  view: (c: Character) => CharacterDowntimeView;
  /** How many proposals wait for the GM. */
  proposals: (c: Character) => number;
  onSelect: (id: string) => void;
}) {
  const { t } = useGmT();
  const titleId = useId();
  if (characters.length === 0) return null;
  return (
    <div className="counters">
      <h3 id={titleId} className="counters-title">
        {t('activities.counters')}
      </h3>
      <ul aria-labelledby={titleId}>
        {characters.map((c) => (
          <li key={c.id} className="counter-card" data-selected={selected === c.id ? 'true' : undefined}>
            <span className="counter-who">
              <span className="counter-name">{c.name}</span>
              {proposals(c) > 0 ? (
                <span className="badge proposals-badge" data-testid={`proposals-${c.name}`}>
                  {t('proposals.count', { count: proposals(c) })}
                </span>
              ) : null}
            </span>
            <dl>
              <div>
                <dt>{t('activities.title')}</dt>
                <dd>
                  <ActivityCounter name={c.name} view={view(c)} />
                </dd>
              </div>
              <div>
                <dt>{t('activities.freePlay.short')}</dt>
                <dd>{t('common.of', { value: view(c).freePlay, max: view(c).freePlayLimit })}</dd>
              </div>
            </dl>
            <Button variant={selected === c.id ? 'primary' : 'secondary'} aria-pressed={selected === c.id} onClick={() => onSelect(c.id)}>
              {t('activities.open', { name: c.name })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Finish the downtime" (A1 → done). While a PC who can still act has activities left (the
 * server's count), it asks first, saying who and how many: an evening's unused activities are
 * not lost by one click.
 */
function FinishDowntime({ unused }: { unused: readonly { readonly name: string; readonly left: number }[] }) {
  const { t } = useGmT();
  const { actions } = useWalkthrough();
  const [asking, setAsking] = useState(false);
  const finish = () => void actions.run({ key: 'advance', path: stepPath('advance') });
  if (asking && unused.length > 0) {
    return <ConfirmFinish unused={unused} onConfirm={finish} onCancel={() => setAsking(false)} />;
  }
  return (
    <div className="actions">
      <Button busy={actions.pendingKey === 'advance'} disabled={actions.pendingKey !== null} onClick={() => (unused.length > 0 ? setAsking(true) : finish())}>
        {t('activities.finish')}
      </Button>
    </div>
  );
}

function ConfirmFinish({ unused, onConfirm, onCancel }: { unused: readonly { readonly name: string; readonly left: number }[]; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useGmT();
  const { actions } = useWalkthrough();
  const ref = useRef<HTMLDivElement>(null);
  // The question takes the keyboard where the button was; "back" is the safe first stop.
  useEffect(() => ref.current?.querySelector<HTMLButtonElement>('button[data-safe]')?.focus(), []);
  return (
    <div className="inline-confirm" role="alertdialog" aria-labelledby="finish-unused" aria-describedby="finish-unused-who" ref={ref}>
      <p id="finish-unused">{t('activities.finish.unused')}</p>
      <ul id="finish-unused-who">
        {unused.map((u) => (
          <li key={u.name}>{t('activities.finish.who', { name: u.name, left: u.left })}</li>
        ))}
      </ul>
      <div className="actions">
        <Button variant="secondary" data-safe="" onClick={onCancel} disabled={actions.pendingKey === 'advance'}>
          {t('activities.finish.back')}
        </Button>
        <Button busy={actions.pendingKey === 'advance'} disabled={actions.pendingKey !== null} onClick={onConfirm}>
          {t('activities.finish.anyway')}
        </Button>
      </div>
    </div>
  );
}

function CharacterPanel({ character, view, proposals }: { character: Character; view: CharacterDowntimeView; proposals: readonly ProposalView[] }) {
  const { t, term, lang } = useGmT();
  const { actions } = useWalkthrough();
  const unavailable = UNAVAILABLE_STATUSES.includes(character.status);
  const freeKey = `free-play:${character.id}`;
  const pendingAsset = view.pendingAsset;
  const pendingOver = view.pendingOverindulgence;
  // A choice the player proposes shows where the GM makes it; the rest in the PC's list.
  const assetProposal = pendingAsset ? proposals.find((p) => p.intent.type === 'asset_settle') : undefined;
  const overProposal = pendingOver ? proposals.find((p) => p.intent.type === 'overindulgence') : undefined;
  const listed = proposals.filter((p) => p !== assetProposal && p !== overProposal);
  return (
    <ProposalNotices character={character}>
      <section className="card pc-panel" aria-labelledby={`pc-${character.id}`}>
        <header className="pc-head">
          <h3 id={`pc-${character.id}`}>{character.name}</h3>
          <span className="badge" data-status={character.status}>
            {term('characterStatus', character.status)}
          </span>
        </header>
        <p>
          <ActivityCounter name={`${character.name}-panel`} view={view} />
        </p>
        {view.trained.length > 0 ? <p className="muted">{t('activities.trained', { skills: formatList(view.trained.map((s) => term('skill', s)), lang) })}</p> : null}
        <div className="inline-form">
          <span>{t('activities.freePlay', { used: view.freePlay, limit: view.freePlayLimit })}</span>
          <Button
            variant="ghost"
            busy={actions.pendingKey === freeKey}
            disabled={view.freePlay >= view.freePlayLimit || actions.pendingKey !== null}
            onClick={() => void actions.run({ key: freeKey, place: characterPlace(character.id), path: stepPath('free-play'), body: { characterId: character.id } })}
          >
            {t('activities.freePlay.count')}
          </Button>
        </div>

        {character.status === 'lost' ? <ReturnFromLost character={character} /> : null}
        {pendingAsset ? <PendingAsset character={character} pending={pendingAsset} proposal={assetProposal} /> : null}
        {pendingOver ? <PendingOverindulgence character={character} pending={pendingOver} proposal={overProposal} /> : null}
        <CharacterProposals character={character} view={view} proposals={listed} />

        {unavailable ? (
          <p className="muted">{t('activities.unavailable', { name: character.name, status: term('characterStatus', character.status) })}</p>
        ) : pendingAsset || pendingOver ? null : view.remaining === 0 ? (
          <p className="counter-none" role="status">
            {t('activities.noneLeft', { name: character.name })}
          </p>
        ) : (
          // A new activity starts from a blank choice once the last one is spent.
          <ActivityChooser key={view.used} character={character} remaining={view.remaining} trained={view.trained} />
        )}
        <StepOutcome places={[characterPlace(character.id)]} headingLevel={4} />
      </section>
    </ProposalNotices>
  );
}

/** V2/V3: a lost PC comes back (from an overindulgence every harm is healed). */
function ReturnFromLost({ character }: { character: Character }) {
  const { t, term } = useGmT();
  const { actions } = useWalkthrough();
  // Why they were gone decides what their return heals (V2/V3): the GM says it, nothing is assumed.
  const [cause, setCause] = useState<'overindulgence' | 'sink_into_vice' | null>(null);
  const key = `return:${character.id}`;
  return (
    <div className="subform">
      <RadioGroup
        legend={t('activities.returnCause')}
        value={cause}
        onChange={setCause}
        choices={(['overindulgence', 'sink_into_vice'] as const).map((c) => ({ value: c, label: term('lostCause', c) }))}
      />
      <Button
        variant="secondary"
        busy={actions.pendingKey === key}
        disabled={cause === null || actions.pendingKey !== null}
        onClick={() => void actions.run({ key, place: characterPlace(character.id), path: stepPath('return-from-lost'), body: { characterId: character.id, cause } })}
      >
        {t('activities.return', { name: character.name })}
      </Button>
    </div>
  );
}
