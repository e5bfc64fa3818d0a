import type { UiSlice } from './ui';
import type { DraftsSlice } from './drafts';

/** The whole client store: UI and draft state only (server data lives in lib/query). */
export type AppState = UiSlice & DraftsSlice;

/** The middlewares applied to the combined store (slices are typed with them). */
export type Middlewares = [['zustand/persist', unknown]];
