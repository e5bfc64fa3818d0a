import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ErrorMessage } from './ErrorMessage';
import { errorFromResponse, NetworkError } from '../lib/api';
import { renderIn } from '../test/render';

const validation = errorFromResponse(400, {
  error: 'validation',
  issues: [
    { path: 'body.take', message: 'Too big: expected number to be <=5' },
    { path: 'body.version', message: 'Required' },
  ],
});
const conflict = errorFromResponse(409, { error: 'conflict', current: { version: 8 } });
const refusal = errorFromResponse(422, { error: 'rule', rule: 'A1', code: 'no_activity_left', values: { used: 2, allowance: 2 } });

describe('ErrorMessage', () => {
  it('names each bad field of a 400 with its label', () => {
    renderIn('en', <ErrorMessage error={validation} fieldLabels={{ take: 'Coin taken' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Some fields need fixing.');
    expect(screen.getByText('Coin taken: Too big: expected number to be <=5')).toBeTruthy();
    expect(screen.getByText('version: Required')).toBeTruthy();
  });

  it('in French, never the server’s English nor a field’s path: the label and « Valeur invalide »', () => {
    renderIn('fr', <ErrorMessage error={validation} fieldLabels={{ take: 'Argent pris' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Certains champs sont à corriger.');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Argent pris\u00a0: Valeur invalide', 'Valeur invalide']);
    expect(alert.textContent).not.toMatch(/Too big|Required|version|take/);
  });

  it('says a 409 in words and reloads the current state on demand', () => {
    const onReload = vi.fn();
    renderIn('en', <ErrorMessage error={conflict} onReload={onReload} />);
    expect(screen.getByRole('alert').textContent).toContain('Someone else changed this crew in the meantime');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the current version' }));
    expect(onReload).toHaveBeenCalledWith({ version: 8 });
  });

  it('says a 409 in French', () => {
    renderIn('fr', <ErrorMessage error={conflict} onReload={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Quelqu’un d’autre a modifié cette bande entre-temps');
    expect(screen.getByRole('button', { name: 'Recharger la version actuelle' })).toBeTruthy();
  });

  it('says what a 409 is about from the route written: a wizard, the campaign, a complex action, a roll, else the crew', () => {
    const about = (route: 'wizard.payOff' | 'collection.sale' | 'campaign.edit' | 'complexAction.roll' | 'roll.critical' | 'downtime.payoff') => {
      const { unmount } = renderIn('en', <ErrorMessage error={conflict} route={route} onReload={() => undefined} />);
      const text = screen.getByRole('alert').textContent;
      unmount();
      return text;
    };
    expect(about('wizard.payOff')).toContain('Someone else changed this wizard in the meantime');
    expect(about('collection.sale')).toContain('Someone else changed this wizard in the meantime');
    expect(about('campaign.edit')).toContain('Someone else changed the campaign in the meantime');
    expect(about('downtime.payoff')).toContain('Someone else changed this crew in the meantime');
    expect(about('complexAction.roll')).toContain('Someone else changed this complex action in the meantime');
    expect(about('roll.critical')).toContain('Someone else followed up this roll in the meantime');
  });

  it('says what a 409 is about in French too', () => {
    renderIn('fr', <ErrorMessage error={conflict} route="wizard.edit" onReload={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Quelqu’un d’autre a modifié ce sorcier entre-temps');
  });

  it('says a 422 rule refusal in English, with its rule id', () => {
    renderIn('en', <ErrorMessage error={refusal} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('A1 The rules say no: No downtime activity left: 2 of 2 already used');
    expect(alert.querySelector('abbr')?.textContent).toBe('A1');
    // The tag's title is the rule's name (the rule words, loaded on demand, carry the rule names).
    expect(alert.querySelector('abbr')?.getAttribute('title')).toBe('Downtime activities');
  });

  it('says a 422 rule refusal in French', () => {
    renderIn('fr', <ErrorMessage error={refusal} />);
    expect(screen.getByRole('alert').textContent).toBe('A1 Les règles disent non\u00a0: Plus d’activité de temps mort\u00a0: 2 sur 2 déjà utilisées');
  });

  it('says the other errors in words', () => {
    renderIn('en', <ErrorMessage error={errorFromResponse(401, { error: 'unauthorized' })} />);
    expect(screen.getByRole('alert').textContent).toBe('Your session has ended: sign in again.');
  });

  it('says a network failure', () => {
    renderIn('en', <ErrorMessage error={new NetworkError(new TypeError('Failed to fetch'))} />);
    expect(screen.getByRole('alert').textContent).toMatch(/Can’t reach the server|You’re offline/);
  });

  it('renders nothing without an error', () => {
    const { container } = renderIn('en', <ErrorMessage error={null} />);
    expect(container.textContent).toBe('');
  });
});
