import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Field } from './Field';
import { NumberField } from './NumberField';

describe('Field and NumberField', () => {
  it('labels the input and links its inline error', () => {
    const onChange = vi.fn();
    render(<Field label="Crew name" value="" onChange={onChange} error="Required" hint="As the players call it" />);
    const input = screen.getByLabelText('Crew name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As the players call it', 'Required']);
    fireEvent.change(input, { target: { value: 'Les Corbeaux' } });
    expect(onChange).toHaveBeenCalledWith('Les Corbeaux');
  });

  it('parses whole numbers, keeps what is typed, and steps within bounds with labelled buttons', () => {
    const onChange = vi.fn();
    const { rerender } = render(<NumberField label="Heat" value={8} onChange={onChange} min={0} max={9} />);
    fireEvent.click(screen.getByRole('button', { name: 'Heat +1' }));
    expect(onChange).toHaveBeenLastCalledWith(9);
    rerender(<NumberField label="Heat" value={9} onChange={onChange} min={0} max={9} />);
    expect((screen.getByRole('button', { name: 'Heat +1' }) as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByLabelText('Heat');
    fireEvent.change(input, { target: { value: '−3' } });
    expect(onChange).toHaveBeenLastCalledWith(-3);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    const calls = onChange.mock.calls.length;
    fireEvent.change(input, { target: { value: '4x' } });
    expect(onChange.mock.calls.length).toBe(calls);
    expect((input as HTMLInputElement).value).toBe('4x');
  });
});
