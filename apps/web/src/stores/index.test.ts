import { describe, expect, it } from 'vitest';
import { PREFS_KEY, useAppStore } from './index';

describe('app store', () => {
  it('persists only the language', () => {
    const s = useAppStore.getState();
    s.setLang('fr');
    s.setDraft('crew-edit:c1', { name: 'x' });
    s.pushToast('hello');
    const saved = JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(saved.state).toEqual({ lang: 'fr' });
  });

  it('keeps drafts per form and toasts until dismissed', () => {
    const s = useAppStore.getState();
    s.setDraft('a', 1);
    s.setDraft('b', 2);
    s.clearDraft('a');
    expect(useAppStore.getState().drafts).toEqual({ b: 2 });
    const id = s.pushToast('saved', 'success');
    expect(useAppStore.getState().toasts).toEqual([{ id, message: 'saved', kind: 'success' }]);
    s.dismissToast(id);
    expect(useAppStore.getState().toasts).toEqual([]);
  });

  it('ignores a remembered language that is not one of ours', async () => {
    localStorage.setItem(PREFS_KEY, JSON.stringify({ state: { lang: 'de' }, version: 1 }));
    const before = useAppStore.getState().lang;
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().lang).toBe(before);
    localStorage.setItem(PREFS_KEY, JSON.stringify({ state: { lang: 'fr' }, version: 1 }));
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().lang).toBe('fr');
  });
});
