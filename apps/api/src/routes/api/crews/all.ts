/**
 * The crew areas as one plugin (one entry in routes/index.ts): crews, downtime steps, history and
 * live stream, downtime odds.
 */
import type { FastifyPluginAsync } from 'fastify';
import downtimeRoutes from '../downtime/index';
import historyRoutes from '../history/index';
import oddsRoutes from '../odds/index';
import crewRoutes from './index';

const crewAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crewRoutes);
  await app.register(downtimeRoutes);
  await app.register(historyRoutes);
  await app.register(oddsRoutes);
};

export default crewAreaRoutes;
