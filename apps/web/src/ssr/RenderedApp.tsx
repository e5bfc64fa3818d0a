import { StrictMode } from 'react';
import { App } from '../app/App';
import type { QueryClient } from '../lib/query';
import { RenderedPageContext, type RenderedPage } from '../lib/rendered';

/** The app as the server draws a page and as the browser hydrates it: one tree for both. */
export function RenderedApp({ page, client }: { readonly page: RenderedPage; readonly client?: QueryClient }) {
  return (
    <StrictMode>
      <RenderedPageContext value={page}>
        <App client={client} />
      </RenderedPageContext>
    </StrictMode>
  );
}
