import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../stores';
import { LiveIndicator } from './LiveIndicator';

describe('LiveIndicator', () => {
  it('offline, says what it shows from the last answer: the sheet, or a wizard’s ledger (and when)', () => {
    useAppStore.getState().setLang('fr');
    const at = new Date(2026, 11, 2, 14, 5).getTime();
    const sheet = render(<LiveIndicator state="offline" updatedAt={at} />);
    expect(sheet.container.textContent).toBe('○ Hors ligne\u00a0: dernière feuille connue — Mise à jour 14:05');
    sheet.unmount();
    const ledger = render(<LiveIndicator state="offline" updatedAt={at} shows="ledger" />);
    expect(ledger.container.textContent).toBe('○ Hors ligne\u00a0: dernier registre connu — Mise à jour 14:05');
  });
});
