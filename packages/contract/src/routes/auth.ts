/** Signing in, sessions, who am I. */
import { z } from 'zod';
import { signInOptionsSchema } from '../accounts';
import { loginBody, meSchema, passphraseBody, setupQuery } from '../auth';
import { noContent } from '../errors';
import type { RouteTablePart } from './route';

export const authRoutes = {
  'auth.setup': {
    tags: ['auth'],
    summary: 'Open a GM session with the one-time sign-in link printed at first start (or by `gm-link`)',
    description: 'Answers 303 (no body): a redirect to `/` with the session cookie set. Rate limited: 10 a minute per address.',
    query: setupQuery,
    answer: z.null().describe('303: a redirect to / with the session cookie set.'),
    status: 303,
    errors: [400, 401, 429],
  },
  'auth.passphrase': {
    tags: ['auth'],
    summary: "Set or change the GM's passphrase (GM only)",
    body: passphraseBody,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 413],
  },
  'auth.signInOptions': {
    tags: ['auth'],
    summary: "What the sign-in form asks: the account's name too, when the instance has more than one account",
    answer: signInOptionsSchema,
    errors: [],
  },
  'auth.login': {
    tags: ['auth'],
    summary:
      "Sign in as a GM: the account's name (any case) and its passphrase (10 tries per minute per address). Without a name only while the instance has one account (400 naming `name` otherwise)",
    body: loginBody,
    answer: meSchema,
    errors: [400, 401, 413, 429],
  },
  'auth.logout': {
    tags: ['auth'],
    summary: 'End the GM session (no-op without one)',
    answer: noContent,
    status: 204,
    errors: [400, 413],
  },
  'auth.me': {
    tags: ['auth'],
    summary: 'Who is calling: the GM, or a player link (its crew, the character and the wizard it names)',
    answer: meSchema,
    errors: [401],
  },
} as const satisfies RouteTablePart;
