import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_TABLE_RULES } from '@temps-mort/rules';
import { HiredMuscleForm } from './components/HiredMuscleForm';
import { renderIn } from '../../test/render';
import { sampleWizard } from '../../test/sampleWizard';

/** Issue 34: the ledger offers only the hired muscle the rules accept now (hireableMuscle, F4/F1). */
describe('HiredMuscleForm: what it offers', () => {
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

  it('one marker free: the one-marker kinds only, none picked for the GM until they choose', () => {
    renderIn('en', <HiredMuscleForm wizard={sampleWizard({ level: 3, markers: 2, freeMarkers: 1 })} table={DEFAULT_TABLE_RULES} />);
    for (const kind of ['Bandit', 'Thief', 'Trap expert']) expect(radio(kind).disabled, kind).toBe(false);
    for (const kind of ['Assassin', 'Barber-surgeon', 'Treasure hunter']) expect(radio(kind).disabled, kind).toBe(true);
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect((screen.getByRole('button', { name: 'Choose who to hire' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(radio('Thief'));
    expect((screen.getByRole('button', { name: /^Hire: Thief/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('two already hired: none is offered, and the rules say why', () => {
    const hired = [{ id: 'h1', kind: 'bandit' as const }, { id: 'h2', kind: 'thief' as const }];
    renderIn('en', <HiredMuscleForm wizard={sampleWizard({ level: 10, markers: 2, hiredMuscle: hired })} table={DEFAULT_TABLE_RULES} />);
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    const hire = screen.getByRole('button', { name: 'Choose who to hire' }) as HTMLButtonElement;
    expect(hire.disabled).toBe(true);
    expect(document.getElementById(hire.getAttribute('aria-describedby') ?? '')?.getAttribute('data-rule')).toBe('F4');
  });
});
