import { useMemo } from 'react';
import { t } from '@temps-mort/i18n/changes';
import { namesFromCrew, type CrewSheet } from '../lib/crew';
import { useDowntimeChanges } from '../lib/downtimeChanges';
import { useT } from '../lib/i18n';
import { NetChangeList } from './NetChangeList';

/**
 * The players' recap of their crew's last downtime, for the phone sheet once the downtime is done:
 * what it changed, in the words the GM's screens use ("Renom : 0 → 4", "Argent (Arlette) : 0 →
 * 2"), kept current as the sheet moves. The server composes it from the steps the players' history
 * shows. A default export, to be lazy-loaded: its words and its request come after the first paint.
 */
export default function DowntimeRecap({ sheet, token = null }: { sheet: CrewSheet; token?: string | null }) {
  const { lang } = useT();
  const recap = useDowntimeChanges(sheet.id, sheet.version, token);
  // The clocks players follow are the sheet's (their crew carries none).
  const names = useMemo(() => namesFromCrew({ ...sheet.crew, clocks: sheet.clocks }), [sheet.crew, sheet.clocks]);
  const data = recap.data;
  if (!data || data.downtime === 0) return null;
  return (
    <section className="card downtime-recap" aria-labelledby="sec-downtime-recap">
      <h2 id="sec-downtime-recap">{t('changes.recap.title', lang, { n: data.downtime })}</h2>
      {data.changes.length === 0 ? <p className="muted">{t('changes.none', lang)}</p> : <NetChangeList changes={data.changes} names={names} />}
    </section>
  );
}
