import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { StatusPips } from './StatusPips';
import { renderIn } from '../test/render';

describe('StatusPips', () => {
  it('shows a negative status with minus signs and its word, not by colour alone', () => {
    const { container } = renderIn('en', <StatusPips value={-2} label="The Lampblacks" />);
    expect(screen.getByRole('img', { name: 'The Lampblacks: \u22122 Hostile' })).toBeTruthy();
    const on = [...container.querySelectorAll('.status-pip[data-on="true"]')];
    expect(on.map((p) => p.textContent)).toEqual(['\u2212', '\u2212']);
    expect(container.querySelector('.status-value')?.textContent).toContain('\u22122 Hostile');
  });

  it('shows a positive status with plus signs, in French', () => {
    const { container } = renderIn('fr', <StatusPips value={3} label="La Garde" />);
    expect(screen.getByRole('img', { name: 'La Garde\u00a0: +3 Alliées' })).toBeTruthy();
    expect([...container.querySelectorAll('.status-pip[data-on="true"]')].map((p) => p.textContent)).toEqual(['+', '+', '+']);
  });

  it('shows neutral as 0 with no pip on, and clamps out-of-range values', () => {
    const { container } = renderIn('en', <StatusPips value={0} label="A" />);
    expect(container.querySelectorAll('.status-pip[data-on="true"]')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'A: 0 Neutral' })).toBeTruthy();
    renderIn('en', <StatusPips value={-7} label="B" />);
    expect(screen.getByRole('img', { name: 'B: \u22123 At war' })).toBeTruthy();
  });
});
