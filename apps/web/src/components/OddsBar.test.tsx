import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OddsBar, oddsFromRecord } from './OddsBar';
import { renderIn } from '../test/render';

const thirds = [
  { key: 'a', label: 'Critical', probability: 1 / 3 },
  { key: 'b', label: 'Success', probability: 1 / 3 },
  { key: 'c', label: 'Failure', probability: 1 / 3 },
];

const shown = () => screen.getAllByTestId('odds-pct').map((el) => Number((el.textContent ?? '').replace(/[^\d.,]/g, '').replace(',', '.')));

describe('OddsBar', () => {
  it('lists every outcome with its words and a percentage; the percentages sum to 100', () => {
    renderIn('en', <OddsBar label="Acquire asset" outcomes={thirds} />);
    const figure = screen.getByRole('figure', { name: 'Acquire asset' });
    const items = within(figure).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.odds-label')?.textContent)).toEqual(['Critical', 'Success', 'Failure']);
    expect(shown()).toEqual([34, 33, 33]);
    expect(shown().reduce((a, b) => a + b, 0)).toBe(100);
    expect(screen.getAllByTestId('odds-pct')[0]?.textContent).toContain('34%');
  });

  it('writes percentages the French way and can show tenths that still sum to 100', () => {
    const outcomes = [
      { key: 'x', label: 'Réussite', probability: 0.4213 },
      { key: 'y', label: 'Échec', probability: 0.5787 },
    ];
    renderIn('fr', <OddsBar label="Jet" outcomes={outcomes} step={0.1} />);
    expect(screen.getAllByTestId('odds-pct').map((el) => el.textContent)).toEqual(['42,1\u00a0%', '57,9\u00a0%']);
    expect(Math.round(shown().reduce((a, b) => a + b, 0) * 10) / 10).toBe(100);
  });

  it('marks the outcome that came up in words, not only by colour', () => {
    renderIn('en', <OddsBar label="Roll" outcomes={thirds} highlight="b" />);
    expect(screen.getByText('Success').closest('li')?.getAttribute('data-highlight')).toBe('true');
  });

  it('builds outcomes from an odds record in a given order', () => {
    const record: Record<'crit' | 'six' | 'fail', number> = { crit: 0.1, six: 0.2, fail: 0.7 };
    expect(oddsFromRecord(record, ['six', 'crit'], (k) => k.toUpperCase())).toEqual([
      { key: 'six', label: 'SIX', probability: 0.2 },
      { key: 'crit', label: 'CRIT', probability: 0.1 },
    ]);
  });
});
