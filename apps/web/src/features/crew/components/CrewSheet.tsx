import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
// Constants only: this sheet is the players' phone path, and the rules package tree-shakes to what is named.
import { HEAT_PER_WANTED, MAX_SETTLED_HEAT, MAX_WANTED, type Cohort, type Crew, type CrewAsset, type GameSystem, type PendingEntanglement } from '@temps-mort/rules';
import { capitalize } from '@temps-mort/i18n/format';
import type { NameLookup } from '@temps-mort/i18n/reasons';
import { AssetRow } from '../../../components/AssetRow';
import { Gauge } from '../../../components/Gauge';
import { LabelColon } from '../../../components/Term';
import { roman } from '../../../lib/format';
import { namesFromCrew, type CrewRoll, type CrewSheet as Sheet } from '../../../lib/crew';
import type { CrewComplexAction } from '../../../lib/crewComplexActions';
import { useT } from '../../../lib/i18n';
import { useRenderedPage } from '../../../lib/rendered';
import { CharacterCard } from './CharacterCard';
import { RecentRolls } from './RecentRolls';
import { Factions } from './SheetClocks';

const all = () => true;
const CrewComplexActions = lazy(() => import('./CrewComplexActions'));

export interface CrewSheetProps {
  readonly sheet: Sheet;
  /** The recent open rolls (newest first); undefined while they load. */
  readonly rolls?: readonly CrewRoll[];
  /** The complex actions the crew takes part in (newest first); undefined while they load. */
  readonly complexActions?: readonly CrewComplexAction[];
  /** Shown under the crew's name: the live indicator, GM actions… */
  readonly status?: ReactNode;
  /** The character a player link was given to ("c'est moi"): their card opens the sheet, right under its head, marked. */
  readonly characterId?: string | null;
  /** Shown under the head, before the gauges (the players' recap of the downtime just ended). */
  readonly news?: ReactNode;
  /** Shown after the rest, once the whole sheet is drawn (a player link's followed ledger). */
  readonly children?: ReactNode;
  /** Whether the campaign plays a game system: without the crew's downtime, the sheet is its characters. */
  readonly plays?: (system: GameSystem) => boolean;
  /** The rule id before each roll's reason: the GM's (players read the reasons in words only). */
  readonly showRules?: boolean;
}

/**
 * The crew sheet, read-only, phone first (one column from 360 px, two from 48 rem): name, tier,
 * hold, coin, rep, heat and wanted, claims and prison claims, the crew's clocks and the factions with
 * what is known of them and their clocks (./SheetClocks.tsx), cohorts, the assets acquired
 * and still held (A4), each PC (a player link's own under the head, before the rest, marked "you"), revealed entanglements and
 * how many the GM holds, unpaid tithes, the complex actions it takes part in and the recent open rolls with their reasons.
 */
export function CrewSheet({ sheet, rolls = [], complexActions = [], status, characterId = null, news, children, plays = all, showRules = true }: CrewSheetProps) {
  const crewSystem = plays('downtime');
  const { t, term, termLower } = useT();
  const { crew, downtime } = sheet;
  const names = useMemo(() => namesFromCrew(crew), [crew]);
  // The link's own character ("c'est moi") opens the sheet; the others in the crew's order.
  const mine = crew.characters.find((c) => c.id === characterId);
  const others = crew.characters.filter((c) => c !== mine);
  // The top of the sheet (what a phone shows first) is drawn at once; the characters and what
  // follows in a second, interruptible render right after (a phone's CPU paints the top sooner).
  // A page the server drew has it all from the start (lib/rendered.ts).
  const whole = useDeferredValue(true, useRenderedPage() !== null);
  const entanglements = crew.pendingEntanglements.filter((e) => e.revealed && !e.hidden);
  const inDowntime = downtime.phase !== 'idle' && downtime.phase !== 'done';
  const title = t('app.pageTitle', { page: crew.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <article className="sheet" aria-labelledby="crew-name">
      <header className="sheet-head">
        <h1 id="crew-name">{crew.name}</h1>
        {status}
        {crewSystem ? (
          <ul className="stats">
            <li>{t('sheet.tier', { tier: roman(crew.tier) })}</li>
            <li>{t('sheet.hold', { hold: termLower('hold', crew.hold) })}</li>
            <li>
              {t('sheet.coin')} <strong>{crew.coin}</strong>
            </li>
            {crew.atWar ? <li className="stat-war">⚔ {t('sheet.atWar')}</li> : null}
          </ul>
        ) : null}
        {crewSystem && inDowntime ? <p className="muted">{t('sheet.downtimeStep', { step: termLower('downtimePhase', downtime.phase) })}</p> : null}
      </header>
      {news}

      {/* A drawn sheet's head (its name, live status, stats) is what hydrates first: React leaves
          what a boundary holds to a second, lower-priority pass, so the page goes live without
          waiting for the rest; an update reaching the rest first hydrates it on the spot
          (selective hydration). Nothing in it suspends: its fallback is never shown. */}
      <Suspense fallback={null}>
        {/* A character's own link opens on its card, right under the head (it was 2.5 screens
            down): the server draws it there, so no script scrolls and nothing moves; the crew follows. */}
        {mine ? (
          <section className="pcs" aria-labelledby="sec-mine">
            <h2 id="sec-mine" className="visually-hidden">
              {t('sheet.pc.you')}
            </h2>
            <CharacterCard character={mine} mine plays={plays} />
          </section>
        ) : null}
        {crewSystem ? (
          <>
            <section className="card gauges" aria-label={`${t('sheet.rep')}, ${t('sheet.heat')}, ${t('sheet.wanted')}`}>
              <Gauge label={t('sheet.rep')} value={crew.rep} />
              <Gauge label={t('sheet.heat')} value={crew.heat} max={MAX_SETTLED_HEAT} limitLabel={t('sheet.heat.limit', { at: HEAT_PER_WANTED })} />
              <Gauge label={t('sheet.wanted')} value={crew.wanted} max={MAX_WANTED} />
            </section>

            <section className="card" aria-labelledby="sec-claims">
              <h2 id="sec-claims">{t('sheet.claims')}</h2>
              {crew.claims.length === 0 ? (
                <p className="muted">{t('sheet.noClaims')}</p>
              ) : (
                <ul className="tags">
                  {crew.claims.map((c, i) => (
                    <li key={`${c}-${i}`}>{c}</li>
                  ))}
                </ul>
              )}
              <h3>{t('sheet.prisonClaims')}</h3>
              {crew.prisonClaims.length === 0 ? (
                <p className="muted">{t('sheet.noPrisonClaims')}</p>
              ) : (
                <ul className="tags">
                  {crew.prisonClaims.map((c, i) => (
                    <li key={`${c}-${i}`}>{term('prisonClaim', c)}</li>
                  ))}
                </ul>
              )}
            </section>

            <Factions factions={crew.factions} clocks={sheet.clocks} />
            <Cohorts cohorts={crew.cohorts} />
            <Assets assets={crew.assets} names={names} />
          </>
        ) : null}

        {whole ? (
          <>
            {others.length > 0 || !mine ? (
              <section className="pcs" aria-labelledby="sec-pcs">
                <h2 id="sec-pcs">{t('sheet.pcs')}</h2>
                {crew.characters.length === 0 ? <p className="muted">{t('common.nothingYet')}</p> : null}
                {others.map((c) => (
                  <CharacterCard key={c.id} character={c} plays={plays} />
                ))}
              </section>
            ) : null}

            {crewSystem ? (
              <>
                <Entanglements entanglements={entanglements} held={sheet.heldEntanglements} />
                <Tithes tithes={crew.unpaidTithes} />
              </>
            ) : null}
            {/* The one lazy part: its own boundary, so a drawn sheet's rolls hydrate without waiting for it. */}
            {complexActions.length > 0 ? (
              <Suspense fallback={null}>
                <CrewComplexActions actions={complexActions} />
              </Suspense>
            ) : null}
            <RecentRolls rolls={rolls} names={names} showRules={showRules} />
            {children}
          </>
        ) : null}
      </Suspense>
    </article>
  );
}

function Cohorts({ cohorts }: { cohorts: readonly Cohort[] }) {
  const { t, term, word, lang } = useT();
  if (cohorts.length === 0) return null;
  return (
    <section className="card" aria-labelledby="sec-cohorts">
      <h2 id="sec-cohorts">{t('sheet.cohorts')}</h2>
      <ul className="rows">
        {cohorts.map((c) => (
          <li key={c.id} className="row">
            <span>{c.name}</span>
            <LabelColon lang={lang} />
            <span className="muted">
              {term('cohortKind', c.kind)} · {word('quality')} {c.quality}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A4: what the crew acquired and still holds — what it is, its kind and quality, who got it. */
function Assets({ assets, names }: { assets: readonly CrewAsset[]; names: NameLookup }) {
  const { t } = useT();
  if (assets.length === 0) return null;
  return (
    <section className="card" aria-labelledby="sec-assets">
      <h2 id="sec-assets">{t('sheet.assets')}</h2>
      <ul className="rows">
        {assets.map((a) => (
          <AssetRow key={a.id} asset={a} who={t('sheet.asset.by', { name: names.character?.(a.acquiredBy) ?? a.acquiredBy, downtime: a.downtime })} />
        ))}
      </ul>
    </section>
  );
}

/** The entanglements players may see, and how many the GM holds (never which). */
function Entanglements({ entanglements, held }: { entanglements: readonly PendingEntanglement[]; held: number }) {
  const { t, term, word } = useT();
  if (entanglements.length === 0 && held === 0) return null;
  return (
    <section className="card" aria-labelledby="sec-entanglements">
      <h2 id="sec-entanglements">{capitalize(word('entanglement', 2))}</h2>
      {entanglements.length > 0 ? (
        <ul className="rows">
          {entanglements.map((e) => (
            <li key={e.id} className="row">
              {term('entanglement', e.kind)}
            </li>
          ))}
        </ul>
      ) : null}
      {held > 0 ? <p className="muted">{t('sheet.heldEntanglements', { count: held })}</p> : null}
    </section>
  );
}

/** P5: what the crew still owes its crime bosses. */
function Tithes({ tithes }: { tithes: Crew['unpaidTithes'] }) {
  const { t } = useT();
  if (tithes.length === 0) return null;
  return (
    <section className="card" aria-labelledby="sec-tithes">
      <h2 id="sec-tithes">{t('sheet.unpaidTithes')}</h2>
      <ul className="rows">
        {tithes.map((d, i) => (
          <li key={`${d.boss}-${i}`} className="row">
            {t('sheet.tithe', { boss: d.boss, amount: d.amount })}
          </li>
        ))}
      </ul>
    </section>
  );
}
