import type { ReactNode } from 'react';
import { useGmT } from '../lib/i18nGm';
import { Link } from '../lib/router';
import { usePlayedSystems, type GameSystem } from '../lib/systems';

/**
 * A GM screen of one game system: the screen itself, or — if the campaign does not play that
 * system (an old bookmark, a link from before the choice) — its title, a sentence saying so and the
 * way to the settings. Never an empty page, never the data of a system switched off.
 */
export function SystemGate({ system, title, children }: { system: GameSystem; title: string; children: ReactNode }) {
  const { t } = useGmT();
  const { plays } = usePlayedSystems();
  if (plays(system)) return <>{children}</>;
  return (
    <section className="page" aria-labelledby="system-off-title">
      <h1 id="system-off-title">{title}</h1>
      <p>{t('systems.notUsed', { system })}</p>
      <p>
        <Link href="/settings#settings-systems">{t('systems.notUsed.settings')}</Link>
      </p>
    </section>
  );
}
