/**
 * GM accounts (issue 37): account.edit (rename), account.campaigns (the GM's campaigns and their
 * role at each), and invitations — invite.create, invites, invite.revoke (GM), invite.read and
 * invite.accept (anyone holding a token; rate limited as the sign-in). Shapes and who may call:
 * the contract's route table; the work: domain/accounts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { credentialsOf } from '../../../auth/principal';
import { setSessionCookie } from '../../../auth/sessions';
import { whoAmI } from '../../../auth/signIn';
import { accountCampaigns, renameAccount } from '../../../domain/accounts/accounts';
import { acceptInvite, createInvite, listInvites, readInvite, revokeInvite } from '../../../domain/accounts/invites';
import { UnauthorizedError } from '../../../http/errors';
import { serve } from '../../../http/route';
import { SIGN_IN_RATE_LIMIT } from '../../../plugins/rateLimit';

const accountRoutes: FastifyPluginAsync = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');
  const forgetCallers = () => app.principals.clear();
  // Whoever holds a token may try it: limited per address, as the sign-in is.
  const limited = { config: { rateLimit: SIGN_IN_RATE_LIMIT } };

  serve(app, 'account.edit', async ({ body, caller }) => renameAccount(app.db, caller.accountId, body.name, app.clock()));
  serve(app, 'account.campaigns', async ({ caller }) => ({ campaigns: await accountCampaigns(app.db, caller.accountId) }));

  serve(app, 'invite.create', async ({ body, caller, reply }) => {
    void reply.header('cache-control', 'no-store');
    return createInvite(app.db, { by: caller, campaignId: body.campaignId, label: body.label, now: app.clock(), publicUrl: app.config.publicUrl });
  });
  serve(app, 'invites', async ({ caller }) => ({ invites: await listInvites(app.db, caller.accountId, app.clock()) }));
  serve(app, 'invite.revoke', async ({ params, caller }) => {
    await revokeInvite(app.db, { id: params.id, accountId: caller.accountId, now: app.clock() });
    return null;
  });

  serve(app, 'invite.read', async ({ body }) => readInvite(app.db, body.token, app.clock()), limited);

  serve(
    app,
    'invite.accept',
    async ({ body, caller, request, reply }) => {
      const accepted = await acceptInvite({ db: app.db, forgetCallers }, { token: body.token, account: body.account, caller, now: app.clock() });
      // A new account is signed in as the passphrase sign-in does; a GM signed in keeps their session.
      if (accepted.session !== null) setSessionCookie(reply, accepted.session, secure);
      const token = accepted.session?.token ?? credentialsOf(request).sessionToken;
      const gm = token === undefined ? null : await app.principals.ofSession(token);
      if (gm === null) throw new UnauthorizedError();
      return whoAmI(app.db, gm);
    },
    limited,
  );
};

export default accountRoutes;
