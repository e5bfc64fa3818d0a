/**
 * Answers compressed (@fastify/compress) when the client accepts it: JSON bodies of 1 KiB or more
 * (sheets, histories, rolls, ledgers) and the page itself, in brotli or gzip. Brotli at quality 4,
 * not zlib's default 11: on a small server's CPU a crew sheet compresses in well under a
 * millisecond and still shrinks about as much as gzip's best.
 *
 * Left alone: the web app's built files that have their precompressed copies (plugins/spa.ts sends
 * those, already encoded) and the live streams (they write to the socket themselves, event by
 * event, and must never be buffered).
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Bodies smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

async function compressPlugin(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export default fp(compressPlugin, { name: 'temps-mort-compress' });
