import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryProvider } from '../lib/query';
import type { Lang } from '../lib/lang';
import { useAppStore } from '../stores';

/** Renders with a fresh query cache, in the given language. */
export function renderIn(lang: Lang, ui: ReactElement, client = new QueryClient()) {
  useAppStore.getState().setLang(lang);
  return { client, ...render(<QueryProvider client={client}>{ui}</QueryProvider>) };
}
