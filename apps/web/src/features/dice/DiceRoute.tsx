import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { useGmT } from '../../lib/i18nGm';
import { Button } from '../../components/Button';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useCampaignLive } from '../../lib/campaign';
import { namesFromCrew, useCrewSheet } from '../../lib/crew';
import { useMutation, useQueryClient } from '../../lib/query';
import { Link } from '../../lib/router';
import { useSignInRedirect } from '../../lib/session';
import { diceApi, rollsKey, useCampaign, useRolls } from './api';
import { DiceNav } from './components/DiceNav';
import { RollCard } from './components/RollCard';
import { RollRequests } from './components/RollRequests';
import { usePlayedSystems } from '../../lib/systems';
import { DICE_TOOLS } from './tools';
import './dice.css';
import type { RollView } from './api';

/** /dice — the dice tools: d6 rolls, d12 actions, d100 tests, complex actions; the rolls asked of the players; and the campaign's last rolls. */
export default function DiceRoute() {
  const { t } = useGmT();
  const campaign = useCampaign();
  const { plays } = usePlayedSystems();
  const rolls = useRolls(campaign.data?.id ?? null);
  const campaignId = campaign.data?.id ?? '';
  const undo = useMutation((rollId: string) => diceApi.undo(rollId), { invalidate: () => [rollsKey(campaignId)] });
  // Another window's roll, undo or step shows here too.
  const client = useQueryClient();
  const refresh = useCallback(() => void client.invalidate(rollsKey(campaignId)), [client, campaignId]);
  useCampaignLive(campaign.data?.id ?? null, refresh);
  // Only the campaign's last roll not yet undone can be: the newest of the list's own rolls.
  const undoable = rolls.data?.find((r) => r.history === 'dice' && !r.undone) ?? null;
  const signingIn = useSignInRedirect(campaign.error, rolls.error);
  if (signingIn) return <Loading />;
  return (
    <section className="page dice" aria-labelledby="dice-title">
      <h1 id="dice-title">{t('dice.title')}</h1>
      <DiceNav />
      <ul className="tool-cards">
        {DICE_TOOLS.filter((tool) => plays(tool.system)).map((tool) => (
          <li key={tool.href} className="card">
            <h2>
              <Link href={tool.href}>{t(tool.titleKey)}</Link>
            </h2>
            <p className="muted">{t(tool.aboutKey)}</p>
          </li>
        ))}
      </ul>
      {campaign.data ? <RollRequests campaignId={campaign.data.id} rolls={rolls.data} /> : null}
      <section className="card" aria-labelledby="recent-title">
        <h2 id="recent-title">{t('dice.recent')}</h2>
        {campaign.error && !campaign.data ? <ErrorMessage error={campaign.error} onReload={() => void campaign.refetch()} /> : null}
        {rolls.error && !rolls.data ? <ErrorMessage error={rolls.error} onReload={() => void rolls.refetch()} /> : null}
        {!rolls.data && !rolls.error && !campaign.error ? <Loading /> : null}
        {rolls.data && rolls.data.length === 0 ? <p className="muted">{t('dice.recent.none')}</p> : null}
        <ErrorMessage error={undo.error} onReload={() => undo.reset()} />
        {rolls.data && rolls.data.length > 0 ? (
          <ul className="roll-list">
            {rolls.data.map((r) => (
              <li key={r.id}>
                <CampaignRollCard roll={r}>
                  {r.id === undoable?.id ? (
                    <div className="actions">
                      <Button type="button" variant="secondary" busy={undo.pending} onClick={() => void undo.mutateAsync(r.id).catch(() => {})}>
                        {t('dice.undo')}
                      </Button>
                    </div>
                  ) : null}
                </CampaignRollCard>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}

/** A roll of the campaign's list, its reasons naming its crew's characters, projects… (one read per crew, shared). */
function CampaignRollCard({ roll, children }: { roll: RollView; children: ReactNode }) {
  const sheet = useCrewSheet(roll.crewId);
  const crew = sheet.data?.crew;
  const names = useMemo(() => (crew ? namesFromCrew(crew) : undefined), [crew]);
  return (
    <RollCard roll={roll} names={names}>
      {children}
    </RollCard>
  );
}
