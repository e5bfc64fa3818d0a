/** Cookie parsing and setting (@fastify/cookie); the GM session cookie is `tm_session` (auth/sessions.ts). */
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function cookiePlugin(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { hook: 'onRequest' });
}

export default fp(cookiePlugin, { name: 'temps-mort-cookie' });
