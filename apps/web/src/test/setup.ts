import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetAppStore } from '../stores';
import { queryClient } from '../lib/query';
import { loadRuleWords } from '../lib/ruleWords';

// Components render the rule words synchronously once loaded (in the app, main.tsx preloads them).
beforeAll(async () => {
  await loadRuleWords();
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  resetAppStore();
});
