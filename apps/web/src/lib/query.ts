/**
 * Tiny server-data hooks (what TanStack Query does, in ~250 lines): a cache keyed by arrays,
 * in-flight de-duplication, invalidation by key prefix, refetch on window focus and on network
 * reconnect, and mutations that invalidate what they changed. Server data lives here, never in the
 * zustand store.
 *
 * ```ts
 * const crew = useQuery(['crew', id], (signal) => call('crew.sheet', { params: { crewId: id } }, { signal }));
 * const heat = useMutation((body: HeatBody) => call('downtime.heat', { params: { crewId: id }, body }), {
 *   invalidate: [['crew', id], ['history', id]],
 * });
 * ```
 */
import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

export type QueryKey = readonly (string | number | boolean | null)[];
export type QueryStatus = 'pending' | 'success' | 'error';
export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export interface QueryState<T> {
  readonly data: T | undefined;
  /** The last fetch's error; cleared by the next success. Data is kept on error (offline shows the last). */
  readonly error: unknown;
  readonly status: QueryStatus;
  readonly fetching: boolean;
  /** When `data` was last set (ms since epoch), 0 before. */
  readonly updatedAt: number;
}

interface Entry {
  readonly key: QueryKey;
  state: QueryState<unknown>;
  stale: boolean;
  /** Bumped by every `setData`: a fetch that started before it must not overwrite newer data. */
  generation: number;
  inflight: { promise: Promise<unknown>; controller: AbortController } | null;
  fetcher: Fetcher<unknown> | null;
  observers: number;
  refetchOnFocus: boolean;
  refetchOnReconnect: boolean;
  readonly listeners: Set<() => void>;
}

const PENDING: QueryState<unknown> = { data: undefined, error: null, status: 'pending', fetching: false, updatedAt: 0 };

export function hashKey(key: QueryKey): string {
  return JSON.stringify(key);
}

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => part === key[i]);
}

export class QueryClient {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  private entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = {
        key,
        state: PENDING,
        stale: true,
        generation: 0,
        inflight: null,
        fetcher: null,
        observers: 0,
        refetchOnFocus: true,
        refetchOnReconnect: true,
        listeners: new Set(),
      };
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private update(entry: Entry, patch: Partial<QueryState<unknown>>): void {
    entry.state = { ...entry.state, ...patch };
    for (const listener of [...entry.listeners]) listener();
  }

  getState<T>(key: QueryKey): QueryState<T> {
    return (this.entries.get(hashKey(key))?.state ?? PENDING) as QueryState<T>;
  }

  getData<T>(key: QueryKey): T | undefined {
    return this.getState<T>(key).data;
  }

  /** Puts data in the cache (an SSE update, a mutation's answer, a 409's `current`). */
  setData<T>(key: QueryKey, data: T | ((old: T | undefined) => T)): void {
    const entry = this.entry(key);
    const next = typeof data === 'function' ? (data as (old: T | undefined) => T)(entry.state.data as T | undefined) : data;
    entry.generation += 1;
    entry.stale = false;
    this.update(entry, { data: next, error: null, status: 'success', updatedAt: this.now() });
  }

  /**
   * Shows `data` until the real answer comes (the last sheet kept on the device, at start): only
   * when the query has no data yet, and it stays stale, so the fetch in flight (or the next one)
   * still replaces it.
   */
  setPlaceholder<T>(key: QueryKey, data: T): void {
    const entry = this.entry(key);
    if (entry.state.data !== undefined) return;
    entry.stale = true;
    this.update(entry, { data, status: 'success', updatedAt: this.now() });
  }

  /** Fetches (or joins the fetch in flight). Rejects with the fetcher's error. */
  fetch<T>(key: QueryKey, fetcher: Fetcher<T>): Promise<T> {
    const entry = this.entry(key);
    if (entry.inflight) return entry.inflight.promise as Promise<T>;
    const controller = new AbortController();
    const generation = entry.generation;
    const promise = fetcher(controller.signal).then(
      (data) => {
        if (entry.inflight?.promise === promise) entry.inflight = null;
        if (entry.generation !== generation) {
          // Newer data arrived while this request was on the wire: keep it.
          this.update(entry, { fetching: false });
          return entry.state.data as T;
        }
        entry.stale = false;
        this.update(entry, { data, error: null, status: 'success', fetching: false, updatedAt: this.now() });
        return data;
      },
      (error: unknown) => {
        if (entry.inflight?.promise === promise) entry.inflight = null;
        if (entry.generation !== generation) {
          // Newer data (or a reset) since this request left: its failure no longer says anything.
          this.update(entry, { fetching: false });
          throw error;
        }
        this.update(entry, { error, status: entry.state.data === undefined ? 'error' : entry.state.status, fetching: false });
        throw error;
      },
    );
    entry.inflight = { promise, controller };
    this.update(entry, { fetching: true });
    return promise;
  }

  /**
   * Marks every query whose key starts with `prefix` stale and refetches the ones on screen.
   * `invalidate([])` invalidates everything.
   */
  async invalidate(prefix: QueryKey): Promise<void> {
    const refetches: Promise<unknown>[] = [];
    for (const entry of this.entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.stale = true;
      if (entry.observers > 0 && entry.fetcher) refetches.push(this.fetch(entry.key, entry.fetcher).catch(() => undefined));
    }
    await Promise.all(refetches);
  }

  /**
   * Forgets the data and errors of every query whose key starts with `prefix` (a sign-in or a
   * sign-out: answers given to someone else must not show, nor their 401s), keeping the
   * components' subscriptions; the queries on screen are fetched again. `reset([])`: everything.
   */
  async reset(prefix: QueryKey): Promise<void> {
    const refetches: Promise<unknown>[] = [];
    for (const entry of this.entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.generation += 1;
      entry.stale = true;
      // A request still on the wire answers for before: let it land nowhere.
      entry.inflight = null;
      this.update(entry, PENDING);
      if (entry.observers > 0 && entry.fetcher) refetches.push(this.fetch(entry.key, entry.fetcher).catch(() => undefined));
    }
    await Promise.all(refetches);
  }

  /** Refetches the queries on screen that asked for it (window focus, network back). */
  refetchActive(reason: 'focus' | 'reconnect'): void {
    for (const entry of this.entries.values()) {
      if (entry.observers === 0 || !entry.fetcher) continue;
      if (reason === 'focus' ? !entry.refetchOnFocus : !entry.refetchOnReconnect) continue;
      this.fetch(entry.key, entry.fetcher).catch(() => undefined);
    }
  }

  isStale(key: QueryKey, staleTime: number): boolean {
    const entry = this.entries.get(hashKey(key));
    if (!entry || entry.stale || entry.state.status !== 'success') return true;
    return this.now() - entry.state.updatedAt >= staleTime;
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.entry(key);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** A component shows this query: it is refetched on invalidation, focus and reconnect. */
  observe(key: QueryKey, fetcher: Fetcher<unknown>, options: { refetchOnFocus: boolean; refetchOnReconnect: boolean }): () => void {
    const entry = this.entry(key);
    entry.observers += 1;
    entry.fetcher = fetcher;
    entry.refetchOnFocus = options.refetchOnFocus;
    entry.refetchOnReconnect = options.refetchOnReconnect;
    return () => {
      entry.observers -= 1;
    };
  }

  /** Listens to window focus and the network coming back. Returns the cleanup. */
  mount(target: Window = window): () => void {
    const onFocus = () => this.refetchActive('focus');
    const onVisible = () => {
      if (target.document.visibilityState === 'visible') onFocus();
    };
    const onOnline = () => this.refetchActive('reconnect');
    target.addEventListener('focus', onFocus);
    target.document.addEventListener('visibilitychange', onVisible);
    target.addEventListener('online', onOnline);
    return () => {
      target.removeEventListener('focus', onFocus);
      target.document.removeEventListener('visibilitychange', onVisible);
      target.removeEventListener('online', onOnline);
    };
  }

  clear(): void {
    for (const entry of this.entries.values()) entry.inflight?.controller.abort();
    this.entries.clear();
  }
}

export const queryClient = new QueryClient();

const QueryClientContext = createContext<QueryClient>(queryClient);

export function QueryProvider({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  useEffect(() => client.mount(), [client]);
  return createElement(QueryClientContext.Provider, { value: client }, children);
}

export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext);
}

export interface UseQueryOptions {
  /** False: don't fetch (e.g. no id yet). Default true. */
  readonly enabled?: boolean;
  /** Cached data younger than this (ms) is not refetched on mount. Default 0. */
  readonly staleTime?: number;
  readonly refetchOnFocus?: boolean;
  readonly refetchOnReconnect?: boolean;
}

export interface UseQueryResult<T> extends QueryState<T> {
  readonly refetch: () => Promise<T | undefined>;
}

export function useQuery<T>(key: QueryKey, fetcher: Fetcher<T>, options: UseQueryOptions = {}): UseQueryResult<T> {
  const client = useQueryClient();
  const { enabled = true, staleTime = 0, refetchOnFocus = true, refetchOnReconnect = true } = options;
  const hash = hashKey(key);
  // The key as of this render, stable while its hash is.
  const stableKey = useStableKey(key, hash);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const stableFetcher = useCallback((signal: AbortSignal) => fetcherRef.current(signal), []);

  const state = useSyncExternalStore(
    useCallback((listener) => client.subscribe(stableKey, listener), [client, stableKey]),
    () => client.getState<T>(stableKey),
    () => client.getState<T>(stableKey),
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const unobserve = client.observe(stableKey, stableFetcher, { refetchOnFocus, refetchOnReconnect });
    if (client.isStale(stableKey, staleTime)) client.fetch(stableKey, stableFetcher).catch(() => undefined);
    return unobserve;
  }, [client, stableKey, stableFetcher, enabled, staleTime, refetchOnFocus, refetchOnReconnect]);

  const refetch = useCallback(
    () => client.fetch(stableKey, stableFetcher).catch(() => client.getData<T>(stableKey)),
    [client, stableKey, stableFetcher],
  );
  return { ...state, refetch };
}

function useStableKey(key: QueryKey, hash: string): QueryKey {
  const ref = useRef<{ hash: string; key: QueryKey }>({ hash, key });
  if (ref.current.hash !== hash) ref.current = { hash, key };
  return ref.current.key;
}

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface UseMutationOptions<TVars, TData> {
  /** Keys (prefixes) to invalidate after a success. */
  readonly invalidate?: readonly QueryKey[] | ((data: TData, vars: TVars) => readonly QueryKey[]);
  readonly onSuccess?: (data: TData, vars: TVars, client: QueryClient) => void;
  readonly onError?: (error: unknown, vars: TVars, client: QueryClient) => void;
}

export interface UseMutationResult<TVars, TData> {
  readonly status: MutationStatus;
  readonly data: TData | undefined;
  readonly error: unknown;
  readonly pending: boolean;
  /** Runs the mutation; resolves with the data, or undefined after an error (kept in `error`). */
  readonly mutate: (vars: TVars) => Promise<TData | undefined>;
  /** Same, but rejects with the error. */
  readonly mutateAsync: (vars: TVars) => Promise<TData>;
  readonly reset: () => void;
}

export function useMutation<TVars, TData>(
  fn: (vars: TVars) => Promise<TData>,
  options: UseMutationOptions<TVars, TData> = {},
): UseMutationResult<TVars, TData> {
  const client = useQueryClient();
  const [state, setState] = useState<{ status: MutationStatus; data: TData | undefined; error: unknown }>({
    status: 'idle',
    data: undefined,
    error: null,
  });
  const latest = useRef({ fn, options });
  latest.current = { fn, options };

  const mutateAsync = useCallback(
    async (vars: TVars) => {
      const { fn: run, options: opts } = latest.current;
      setState((s) => ({ ...s, status: 'pending', error: null }));
      try {
        const data = await run(vars);
        const keys = typeof opts.invalidate === 'function' ? opts.invalidate(data, vars) : (opts.invalidate ?? []);
        opts.onSuccess?.(data, vars, client);
        setState({ status: 'success', data, error: null });
        await Promise.all(keys.map((k) => client.invalidate(k)));
        return data;
      } catch (error) {
        opts.onError?.(error, vars, client);
        setState({ status: 'error', data: undefined, error });
        throw error;
      }
    },
    [client],
  );
  const mutate = useCallback((vars: TVars) => mutateAsync(vars).catch(() => undefined), [mutateAsync]);
  const reset = useCallback(() => setState({ status: 'idle', data: undefined, error: null }), []);
  return { ...state, pending: state.status === 'pending', mutate, mutateAsync, reset };
}
