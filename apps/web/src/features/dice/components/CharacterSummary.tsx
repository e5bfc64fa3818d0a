import { D12_ATTRIBUTES, D12_MAX_TRAIT, type Character } from '@temps-mort/rules';
import { Gauge } from '../../../components/Gauge';
import { Term } from '../../../components/Term';
import { useGmT } from '../../../lib/i18nGm';

/** Traits by rating (+1, +2, +3): the pyramid the milestones must keep. */
export function pyramidCounts(traits: readonly { rating: number }[]): number[] {
  return Array.from({ length: D12_MAX_TRAIT }, (_, i) => traits.filter((tr) => tr.rating === i + 1).length);
}

/** A PC's d12 sheet: Corps/Esprit/Âme (pool of value), traits, points de Destin, réconfort, crainte. */
export function CharacterSummary({ character }: { character: Character }) {
  const { t, term, lang } = useGmT();
  const counts = pyramidCounts(character.traits);
  return (
    <div className="pc-d12" aria-label={t('d12.sheetOf', { name: character.name })} role="group">
      <p className="stats-line">
        {/* Spaces between the figures: a flex line does not draw them, the text and screen readers keep them apart. */}
        <strong>{character.name}</strong>{' '}
        {character.status !== 'active' ? <span className="badge badge-warn">{term('characterStatus', character.status)}</span> : null}{' '}
        <span>{t('d12.destinyValue', { destiny: character.destiny })}</span>
      </p>
      <div className="pools">
        {D12_ATTRIBUTES.map((a) => (
          <Gauge key={a} label={term('d12Attribute', a)} value={character.pools[a].pool} max={Math.max(1, character.pools[a].value)} />
        ))}
      </div>
      <p className="muted small">{t('d12.poolHelp')}</p>
      <dl className="pc-facts">
        <Term lang={lang}>{t('character.traits')}</Term>
        <dd>
          {character.traits.length === 0
            ? t('common.none')
            : character.traits.map((tr) => t('d12.traitValue', { name: tr.name, rating: tr.rating })).join(', ')}
          <span className="muted small"> — {t('d12.pyramidCounts', { one: counts[0] ?? 0, two: counts[1] ?? 0, three: counts[2] ?? 0 })}</span>
        </dd>
        <Term lang={lang}>{t('character.comfort')}</Term>
        <dd>
          {character.comfort ? `${character.comfort.name}${character.comfort.lost ? ` (${t('character.comfort.lost')})` : ''}` : t('common.none')}
        </dd>
        <Term lang={lang}>{t('character.fear')}</Term>
        <dd>{character.fear ?? t('common.none')}</dd>
      </dl>
    </div>
  );
}
