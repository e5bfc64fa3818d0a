import type { StateCreator } from 'zustand';
import type { AppState, Middlewares } from './types';
import { browserLang, type Lang } from '../lib/lang';

export interface Toast {
  readonly id: number;
  /** Already in words (the caller translated it). */
  readonly message: string;
  readonly kind: 'info' | 'success' | 'error';
}

/** UI state: the language (remembered) and the toasts on screen. */
export interface UiSlice {
  readonly lang: Lang;
  setLang(lang: Lang): void;
  readonly toasts: readonly Toast[];
  /** Shows a toast; returns its id. */
  pushToast(message: string, kind?: Toast['kind']): number;
  dismissToast(id: number): void;
}

let nextToastId = 1;

export const createUiSlice: StateCreator<AppState, Middlewares, [], UiSlice> = (set) => ({
  lang: browserLang(),
  setLang: (lang) => set({ lang }),
  toasts: [],
  pushToast: (message, kind = 'info') => {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts, { id, message, kind }] }));
    return id;
  },
  dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
});
