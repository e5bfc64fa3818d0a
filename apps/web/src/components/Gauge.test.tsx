import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Gauge } from './Gauge';
import { renderIn } from '../test/render';

describe('Gauge', () => {
  it('shows heat 7 of 9 with a +4 preview overflowing into a wanted level, said in words rather than as "+2"', () => {
    const { container } = renderIn(
      'en',
      <Gauge label="Heat" value={7} max={9} add={4} overflowLabel="Wanted level +1 (now 2)" />,
    );
    const meter = screen.getByRole('meter', { name: 'Heat' });
    expect(meter?.getAttribute('aria-valuenow')).toBe('7');
    expect(meter?.getAttribute('aria-valuemax')).toBe('9');
    expect(meter.getAttribute('aria-valuetext')).toBe('Heat: 7 of 9 → 11 Wanted level +1 (now 2)');
    const boxes = [...container.querySelectorAll('.gauge-box')].map((b) => b.getAttribute('data-state'));
    expect(boxes).toEqual(['filled', 'filled', 'filled', 'filled', 'filled', 'filled', 'filled', 'incoming', 'incoming']);
    expect(screen.getByTestId('gauge-overflow').textContent).toBe('⚑');
    // The overflow is said in words next to the track, and linked to the meter.
    const detail = screen.getByText('Wanted level +1 (now 2)');
    expect(detail.textContent).toBe('Wanted level +1 (now 2)');
    expect(meter.getAttribute('aria-describedby')).toBe(detail.id);
  });

  it('counts the points past the last box when no words say what they do', () => {
    renderIn('en', <Gauge label="Stress" value={7} max={9} add={4} />);
    expect(screen.getByTestId('gauge-overflow').textContent).toBe('+2');
    expect(screen.getByRole('meter', { name: 'Stress' }).getAttribute('aria-valuetext')).toBe('Stress: 7 of 9 → 11 (+2)');
  });

  it('labels the value in French', () => {
    renderIn('fr', <Gauge label="Raffut" value={7} max={9} />);
    expect(screen.getByRole('meter', { name: 'Raffut' }).getAttribute('aria-valuetext')).toBe('Raffut\u00a0: 7 sur 9');
  });

  it('shows no overflow marker below the limit, but the limit marker when given', () => {
    renderIn('en', <Gauge label="Heat" value={3} max={9} add={2} limitLabel="10 → Wanted level +1" />);
    expect(screen.queryByTestId('gauge-overflow')).toBeNull();
    expect(screen.getByText('10 → Wanted level +1')).toBeTruthy();
  });

  it('draws wanted 0–4 as four boxes', () => {
    const { container } = renderIn('en', <Gauge label="Wanted level" value={1} max={4} />);
    expect(container.querySelectorAll('.gauge-box')).toHaveLength(4);
    expect(container.querySelectorAll('.gauge-box[data-state="filled"]')).toHaveLength(1);
    expect(screen.getByRole('meter', { name: 'Wanted level' })?.getAttribute('aria-valuenow')).toBe('1');
  });

  it('shows rep as a plain count', () => {
    renderIn('en', <Gauge label="Rep" value={7} />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText('Rep')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
  });
});
