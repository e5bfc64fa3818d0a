/**
 * « My actions » on a player's phone (issue 36): what the link given to a character does for that
 * character, as far as the campaign lets its players — propose its downtime activities with the
 * rules' odds (the GM's own forms, their button proposing), follow those proposals live (withdraw
 * a waiting one), answer the GM's roll requests, keep the character's texts.
 *
 * Its own lazy chunk (with the GM's words and the activity forms), mounted by the players' sheet
 * (features/crew/PlayerSheetRoute.tsx) only once hydrated and only when the link may do something:
 * the page the server draws, and the sheet's first chunk, stay as they were.
 */
import { useMemo } from 'react';
import type { Me, PlayerPermissions } from '@temps-mort/contract';
import { tableRulesFrom } from '@temps-mort/rules';
import '../downtime/downtime.css';
import './play.css';
import { namesFromCrew, type CrewSheet } from '../../lib/crew';
import { useGmT } from '../../lib/i18nGm';
import { useCrewProposals } from '../../lib/players';
import { WalkthroughProvider, type Walkthrough } from '../downtime/context';
import { CharacterTexts } from './CharacterTexts';
import { MyProposals, proposalsOf } from './MyProposals';
import { ProposeActivity } from './ProposeActivity';
import { useProposalActions } from './proposalActions';
import { RollRequests } from './RollRequests';

export interface PlayerActionsProps {
  readonly crewId: string;
  readonly characterId: string;
  readonly token: string;
  readonly sheet: CrewSheet;
  readonly may: PlayerPermissions;
  /** The campaign's table rules (`auth.me`), for the odds; the rules' defaults when absent. */
  readonly tableRules: Me['tableRules'] | null;
  /** Whether the campaign plays the crew's downtime (proposals are its activities). */
  readonly downtime: boolean;
}

export default function PlayerActions({ crewId, characterId, token, sheet, may, tableRules, downtime }: PlayerActionsProps) {
  const { t } = useGmT();
  const character = sheet.crew.characters.find((c) => c.id === characterId);
  const table = useMemo(() => tableRulesFrom(tableRules ?? {}), [tableRules]);
  const names = useMemo(() => namesFromCrew(sheet.crew), [sheet.crew]);
  const proposals = useCrewProposals(crewId, token, downtime);
  const mine = useMemo(() => (proposals.data ? proposalsOf(proposals.data, characterId) : undefined), [proposals.data, characterId]);
  const actions = useProposalActions(crewId, characterId, token);
  // The player's forms: their button proposes; outside the activities step the proposal waits for them.
  const queued = sheet.downtime.phase !== 'activities';
  const walkthrough = useMemo<Walkthrough>(
    () => ({ crewId, sheet, crew: sheet.crew, table, names, actions, recent: undefined, proposal: { by: 'player', queued } }),
    [crewId, sheet, table, names, actions, queued],
  );
  // A character gone from the crew acts no more.
  if (!character) return null;
  const waiting = mine?.filter((p) => p.status === 'pending') ?? [];
  // Proposals switched off: the ones still waiting can be withdrawn (nothing else is shown of them).
  const listed = downtime && (may.propose || waiting.length > 0);
  return (
    <section className="card play-actions" aria-labelledby="play-actions-title">
      <h2 id="play-actions-title">{t('play.title')}</h2>
      <p className="muted">{t('play.intro', { name: character.name })}</p>
      {/* A roll the GM waits for comes first: the table is waiting. */}
      {may.roll ? <RollRequests crewId={crewId} characterId={characterId} token={token} sheet={sheet} table={table} /> : null}
      {downtime && may.propose ? (
        <WalkthroughProvider value={walkthrough}>
          <ProposeActivity character={character} view={sheet.downtime.characters[character.id]} actions={actions} waiting={waiting} />
        </WalkthroughProvider>
      ) : null}
      {listed ? <MyProposals crewId={crewId} token={token} proposals={mine} error={proposals.error} crew={sheet.crew} character={character} /> : null}
      {may.editTexts ? <CharacterTexts crewId={crewId} character={character} token={token} sheet={sheet} /> : null}
    </section>
  );
}
