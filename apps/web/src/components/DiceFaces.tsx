import { useT } from '../lib/i18n';

/** The dice a roll shows, as faces (the numbers said once for screen readers). */
export function DiceFaces({ dice, sides }: { dice: readonly number[]; sides: number }) {
  const { t } = useT();
  return (
    <>
      <span className="visually-hidden">{t('sheet.roll.dice', { dice: dice.join(', ') })}</span>
      {dice.map((d, i) => (
        <span key={i} className="die" data-sides={sides} aria-hidden="true">
          {d}
        </span>
      ))}
    </>
  );
}
