import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Clock } from './Clock';
import { renderIn } from '../test/render';

describe('Clock', () => {
  it('draws N segments with `filled` of them filled, as one labelled image', () => {
    const { container } = renderIn('en', <Clock label="Sewer map" segments={8} filled={3} />);
    const img = screen.getByRole('img', { name: 'Sewer map: 3 of 8' });
    expect(img.querySelectorAll('.clock-seg')).toHaveLength(8);
    expect(img.querySelectorAll('.clock-seg[data-filled="true"]')).toHaveLength(3);
    expect(container.querySelector('.clock-count')?.textContent).toContain('3/8');
  });

  it('says it in French', () => {
    renderIn('fr', <Clock label="Guérison" segments={4} filled={2} />);
    expect(screen.getByRole('img', { name: 'Guérison\u00a0: 2 sur 4' })).toBeTruthy();
  });

  it('keeps filled within 0..segments and draws a one-segment clock as a circle', () => {
    renderIn('en', <Clock label="Over" segments={4} filled={9} />);
    expect(screen.getByRole('img', { name: 'Over: 4 of 4' }).querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    renderIn('en', <Clock label="One" segments={1} filled={0} />);
    expect(screen.getByRole('img', { name: 'One: 0 of 1' }).querySelector('circle')).not.toBeNull();
  });
});
