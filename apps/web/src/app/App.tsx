import { useEffect, useRef } from 'react';
import { Toasts } from '../components/Toasts';
import { localeOf } from '../lib/lang';
import { QueryProvider, queryClient, type QueryClient } from '../lib/query';
import { useLocation } from '../lib/router';
import { useLang } from '../stores';
import { Header } from './Header';
import { AppRoutes } from './routes';

/** Keeps `<html lang>` on the chosen language (screen readers, hyphenation, spell checks). */
function useDocumentLang() {
  const lang = useLang();
  useEffect(() => {
    document.documentElement.lang = localeOf(lang).slice(0, 2);
  }, [lang]);
}

/**
 * After an in-app navigation (not the first page), focus the main region and scroll to the top, as
 * a page load would: screen readers then start reading the new screen.
 */
function useFocusOnNavigate() {
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo?.(0, 0);
  }, [path]);
}

export function App({ client = queryClient }: { client?: QueryClient }) {
  useDocumentLang();
  useFocusOnNavigate();
  return (
    <QueryProvider client={client}>
      <Header />
      <main id="main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <Toasts />
    </QueryProvider>
  );
}
