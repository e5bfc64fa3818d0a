/**
 * JSON answers of 1 KiB or more are compressed when the client accepts it (brotli, else gzip): a
 * crew sheet (~8 KiB), its history, the rolls. A phone on a slow network downloads ~1/4 of the bytes.
 *
 * Synchronous and small on purpose (docs/performance.md, "Compressing API answers"): a per-request
 * compression stream (@fastify/compress) made the sheet read's p99 and the writes' latency several
 * times worse on 2 cores. Here an answer is one buffer compressed at a fast level (brotli 4, gzip 5:
 * ~0.1–0.3 ms for a sheet), and the last answers' compressed forms are kept, keyed by the JSON
 * itself: the sheet cache (domain/crews/sheetCache.ts) hands out the same string for a sheet until
 * it changes, so the phones' repeated reads of one sheet are compressed once.
 *
 * Static files are not touched (the web build is precompressed: plugins/spa.ts), nor the event
 * streams (hijacked), nor the server-drawn sheet page (it compresses itself: plugins/playerPage.ts).
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are (compressing them gains little). */
export const COMPRESS_MIN_BYTES = 1024;
/** Compressed answers kept (one or two encodings each)… */
const KEPT = 64;
/** …each of at most this many characters (a sheet is ~8–20 Ki): an export or a long history is compressed each time, never kept. */
const KEPT_MAX_CHARS = 64 * 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip; none refused by `;q=0`. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer | string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
    : gzipSync(body, { level: 5 });
}

async function compressPlugin(app: FastifyInstance): Promise<void> {
  /** JSON → its compressed forms, least recently used first. */
  const kept = new Map<string, Partial<Record<Encoding, Buffer>>>();

  function compressed(payload: string, encoding: Encoding): Buffer {
    if (payload.length > KEPT_MAX_CHARS) return compress(payload, encoding);
    const forms = kept.get(payload) ?? {};
    let body = forms[encoding];
    if (!body) {
      body = compress(payload, encoding);
      forms[encoding] = body;
    }
    kept.delete(payload);
    kept.set(payload, forms);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    return body;
  }

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const vary = reply.getHeader('vary');
    void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    void reply.header('content-encoding', encoding);
    return typeof payload === 'string' ? compressed(payload, encoding) : compress(payload, encoding);
  });
}

export default fp(compressPlugin, { name: 'temps-mort-compress' });
