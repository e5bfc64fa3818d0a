/**
 * Players acting from their phones (issue 36): a character's proposals (./proposals.ts), the GM's
 * roll requests (./rollRequests.ts) and a character's own texts (./texts.ts). Shapes and who may
 * call: the contract's route table (routes/players.ts); what they do: domain/proposals,
 * domain/rollRequests, domain/crews.
 */
import type { FastifyPluginAsync } from 'fastify';
import proposalRoutes from './proposals';
import rollRequestRoutes from './rollRequests';
import textRoutes from './texts';

const playerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(proposalRoutes);
  await app.register(rollRequestRoutes);
  await app.register(textRoutes);
};

export default playerRoutes;
