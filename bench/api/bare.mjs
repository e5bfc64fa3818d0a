// The baseline of the read benchmark: a bare Fastify server on the same machine, no plugin, no
// database, no auth. `GET /` answers a tiny constant JSON; `GET /sheet` answers a constant JSON of
// the crew sheet's size (the bytes of the real sheet, read once from SHEET_FILE), so the two
// throughputs compare the app's work per request and not the payload's size.
//
//   PORT=… SHEET_FILE=… PLAYER_SHEET_FILE=… node bench/api/bare.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Fastify is a dependency of apps/api, not of the root.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const sheet = process.env.SHEET_FILE ? readFileSync(process.env.SHEET_FILE, 'utf8') : '{}';
// A player's sheet (no GM notes, no held entanglement) is smaller: its own baseline, same bytes.
const playerSheet = process.env.PLAYER_SHEET_FILE ? readFileSync(process.env.PLAYER_SHEET_FILE, 'utf8') : '{}';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/sheet', async (_request, reply) => reply.type('application/json; charset=utf-8').send(sheet));
app.get('/player-sheet', async (_request, reply) => reply.type('application/json; charset=utf-8').send(playerSheet));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
