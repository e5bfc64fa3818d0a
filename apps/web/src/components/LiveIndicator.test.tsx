import { act, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from '../lib/live';
import { useAppStore } from '../stores';
import { LiveIndicator } from './LiveIndicator';

const AT = new Date(2026, 11, 2, 14, 5).getTime();

describe('LiveIndicator', () => {
  it('offline, says what it shows from the last answer: the sheet, or a wizard’s ledger (and when)', () => {
    useAppStore.getState().setLang('fr');
    const sheet = render(<LiveIndicator state="offline" updatedAt={AT} />);
    expect(sheet.container.textContent).toBe('○ Hors ligne\u00a0: dernière feuille connue — Mise à jour 14:05');
    sheet.unmount();
    const ledger = render(<LiveIndicator state="offline" updatedAt={AT} shows="ledger" />);
    expect(ledger.container.textContent).toBe('○ Hors ligne\u00a0: dernier registre connu — Mise à jour 14:05');
  });

  describe('on a page the service worker kept (the boot script wrote when its sheet was drawn)', () => {
    let root: Root | null = null;
    afterEach(() => {
      act(() => root?.unmount());
      root = null;
      vi.restoreAllMocks();
    });

    /** The line as the server drew it, its time written by the boot script (src/boot.ts), hydrated with the stream already `state`. */
    async function hydrateKept(state: LiveState): Promise<{ container: HTMLElement; errors: unknown[] }> {
      useAppStore.getState().setLang('fr');
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
      const Line = () => (
        <LiveIndicator
          state={useSyncExternalStore(
            () => () => undefined,
            () => state,
            () => 'connecting',
          )}
          updatedAt={AT}
        />
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Line />);
      const at = container.querySelector<HTMLElement>('.live-at');
      expect(at?.textContent).toBe('');
      if (at) at.textContent = (at.dataset.keptWords ?? '').replace('{time}', '14:05');
      expect(container.textContent).toBe('◌ Connexion… — Mise à jour 14:05');
      const errors: unknown[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
      await act(async () => {
        root = hydrateRoot(container, <Line />, { onRecoverableError: (error) => void errors.push(error) });
      });
      return { container, errors };
    }

    it('still connecting once hydrated: the line says when, itself', async () => {
      const { container, errors } = await hydrateKept('connecting');
      expect(errors).toEqual([]);
      expect(container.textContent).toBe('◌ Connexion… — Mise à jour 14:05');
    });

    it('live by the time it is hydrated: "live", and no longer when the sheet was drawn', async () => {
      const { container, errors } = await hydrateKept('online');
      expect(errors).toEqual([]);
      expect(container.textContent).toBe('● En direct');
    });
  });
});
