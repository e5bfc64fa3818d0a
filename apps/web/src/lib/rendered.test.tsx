import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyAtOnce, partsLoaded } from './rendered';

describe('lazyAtOnce', () => {
  it('once loaded, renders in the very first render (no fallback): what a hydration needs', async () => {
    const Part = lazyAtOnce(async () => ({ default: ({ name }: { name: string }) => <p>{name}</p> }));
    await partsLoaded();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement('div');
    const root = createRoot(host);
    // A synchronous act: a part that suspended would leave the fallback on screen.
    act(() => root.render(<Suspense fallback={<i>…</i>}><Part name="Nyx" /></Suspense>));
    expect(host.innerHTML).toBe('<p>Nyx</p>');
    act(() => root.unmount());
  });
});
