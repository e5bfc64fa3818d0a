/**
 * GM sign-in and "who am I": auth.setup (the one-time link: a GM session, 303 → `/`),
 * auth.passphrase (GM), auth.signInOptions (whether the form asks the account's name),
 * auth.login (name and passphrase → GM session cookie), auth.logout (ends the GM
 * session, if any, and its open live streams), auth.me (GM or player link). Shapes and who may
 * call: the contract's route table; the ways in and out: auth/signIn.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { SESSION_COOKIE } from '../../../auth/principal';
import { clearSessionCookie, setSessionCookie } from '../../../auth/sessions';
import { nameNeeded, setPassphrase, signInWithLink, signInWithPassphrase, signOut, whoAmI } from '../../../auth/signIn';
import { UnauthorizedError } from '../../../http/errors';
import { serve } from '../../../http/route';
import { SIGN_IN_RATE_LIMIT } from '../../../plugins/rateLimit';

const authRoutes: FastifyPluginAsync = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');

  // Signing in is rate limited per address (each route its own count), before anything is read.
  const signIn = { config: { rateLimit: SIGN_IN_RATE_LIMIT } };

  /** The GM of a session just opened (it is valid: it was made a moment ago). */
  const signedInGm = async (token: string) => {
    const gm = await app.principals.ofSession(token);
    if (gm === null) throw new UnauthorizedError();
    return gm;
  };

  serve(
    app,
    'auth.setup',
    async ({ query, reply }) => {
      const session = await signInWithLink(app.db, query.token, app.clock());
      if (session === null) throw new UnauthorizedError();
      setSessionCookie(reply, session, secure);
      // A redirect to the GM's home (the table's status: 303).
      return reply.code(303).header('location', '/').header('cache-control', 'no-store').send(null);
    },
    signIn,
  );

  serve(app, 'auth.passphrase', async ({ body, caller }) => {
    await setPassphrase(app.db, caller.accountId, body.passphrase);
    return null;
  });

  serve(app, 'auth.signInOptions', async () => ({ nameNeeded: await nameNeeded(app.db) }));

  serve(
    app,
    'auth.login',
    async ({ body, reply }) => {
      const signedIn = await signInWithPassphrase(app.db, body, app.clock());
      if (signedIn === null) throw new UnauthorizedError();
      setSessionCookie(reply, signedIn.session, secure);
      return whoAmI(app.db, await signedInGm(signedIn.session.token));
    },
    signIn,
  );

  serve(app, 'auth.logout', async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    await signOut({ db: app.db, hub: app.hub, forgetCallers: () => app.principals.clear() }, typeof token === 'string' ? token : undefined);
    clearSessionCookie(reply, secure);
    return null;
  });

  serve(app, 'auth.me', async ({ caller }) => whoAmI(app.db, caller));
};

export default authRoutes;
