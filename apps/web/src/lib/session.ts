/**
 * Who is using the app: auth.me → `{ kind: 'gm', accountId, name, owner, campaignId (the campaign
 * open in this session, or null), role }` or
 * `{ kind: 'player', campaignId, crewId, characterId, wizardId }` (a player link, with what it
 * names: lib/playerLink.ts); 401 (UnauthorizedError) for nobody.
 */
import { useEffect } from 'react';
import type { Me } from '@temps-mort/contract';
import { useLocation } from './router';
import { UnauthorizedError, call, urlOf } from './api';
import { useQuery, type QueryKey, type UseQueryResult } from './query';

export type { Me } from '@temps-mort/contract';

export const meKey = (token: string | null): QueryKey => ['me', token];
/** Its path: the key of its answer in a drawn player page's answers (ssr/playerPage.ts). */
export const mePath = urlOf('auth.me', {});

export function useMe(token: string | null = null, enabled = true): UseQueryResult<Me> {
  return useQuery(meKey(token), (signal) => call('auth.me', {}, { token, signal }), {
    enabled,
    staleTime: 60_000,
    refetchOnFocus: false,
  });
}

/**
 * Sends the user to the sign-in page when `error` is a 401 (no or expired GM session), coming back
 * to the current page afterwards. Every GM screen calls it with its queries' errors.
 */
export function useSignInRedirect(...errors: readonly unknown[]): boolean {
  const [path, navigate] = useLocation();
  const unauthorized = errors.some((e) => e instanceof UnauthorizedError);
  useEffect(() => {
    if (unauthorized) navigate(`/signin?next=${encodeURIComponent(path)}`, { replace: true });
  }, [unauthorized, navigate, path]);
  return unauthorized;
}
