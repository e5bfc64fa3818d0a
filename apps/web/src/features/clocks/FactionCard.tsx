import { FACTION_FIELDS, factionTierPool, factionTierRoll, type CrewClock, type Faction, type FactionField, type TableRules } from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { StatusPips } from '../../components/StatusPips';
import type { CrewSheet } from '../../lib/crew';
import { roman, signed } from '../../lib/format';
import { useGmT } from '../../lib/i18nGm';
import { ClockCard } from './ClockCard';
import { Known } from './Known';
import type { ClockSteps } from './useClockSteps';

/**
 * A faction with open clocks: its tier, status and each part the GM may reveal to the players, then
 * each open clock with the odds of the faction's tier roll (K5: the rules' `factionTierRoll`).
 */
export function FactionCard({ faction, clocks, sheet, table, steps }: { faction: Faction; clocks: readonly CrewClock[]; sheet: CrewSheet; table: TableRules; steps: ClockSteps }) {
  const { t, term } = useGmT();
  const revealed = faction.revealed ?? [];
  const text = (field: FactionField): string | null => {
    if (field === 'assets') return faction.assets && faction.assets.length > 0 ? faction.assets.join(', ') : null;
    const value = faction[field];
    return value ? value : null;
  };
  const method = factionTierRoll(faction);
  const pool = factionTierPool(faction.tier, 0, table);
  return (
    <article className="between-card" aria-labelledby={`faction-${faction.id}`}>
      <h3 id={`faction-${faction.id}`}>
        {faction.name} <span className="muted">{t('sheet.tier', { tier: roman(faction.tier) })}</span>
      </h3>
      <p>
        {t('between.status', { status: `${signed(faction.status)} ${term('factionStatus', faction.status)}` })} <StatusPips value={faction.status} label={faction.name} />
      </p>
      <dl className="between-parts">
        {FACTION_FIELDS.map((field) => {
          const value = text(field);
          if (value === null) return null;
          return (
            <div key={field}>
              <dt>
                {term('factionField', field)} <Known known={revealed.includes(field)} />
              </dt>
              <dd>
                {value}
                {revealed.includes(field) ? null : (
                  <Button
                    variant="secondary"
                    busy={steps.pendingKey === `reveal:${faction.id}:${field}`}
                    disabled={steps.pendingKey !== null}
                    aria-label={t('between.revealField.named', { field, name: faction.name })}
                    onClick={() => void steps.run(`reveal:${faction.id}:${field}`, 'crew.faction.edit', { params: { factionId: faction.id }, body: { revealed: [...revealed, field] } })}
                  >
                    {t('between.reveal')}
                  </Button>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="muted">{pool === null ? t('between.noRoll') : t('between.tierPool', { pool })}</p>
      <ul className="between-clocks">
        {clocks.map((c) => (
          <li key={c.id}>
            <ClockCard clock={c} sheet={sheet} table={table} steps={steps} method={method} rollLabel={t('between.rollTier')} rollName={t('between.rollTier.named', { name: c.name })} roll={{ kind: 'faction_tier' }} />
          </li>
        ))}
      </ul>
    </article>
  );
}
