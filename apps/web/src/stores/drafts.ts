import type { StateCreator } from 'zustand';
import type { AppState, Middlewares } from './types';

/**
 * Form drafts: what the GM typed and has not sent yet, keyed by form (`crew-edit:<crewId>`,
 * `downtime-payoff:<crewId>`…). Not server data: a draft is dropped once the API accepted it.
 */
export interface DraftsSlice {
  readonly drafts: Readonly<Record<string, unknown>>;
  setDraft(key: string, value: unknown): void;
  clearDraft(key: string): void;
}

export const createDraftsSlice: StateCreator<AppState, Middlewares, [], DraftsSlice> = (set) => ({
  drafts: {},
  setDraft: (key, value) => set((s) => ({ drafts: { ...s.drafts, [key]: value } })),
  clearDraft: (key) =>
    set((s) => {
      const { [key]: _gone, ...drafts } = s.drafts;
      return { drafts };
    }),
});
