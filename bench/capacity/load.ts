/**
 * The load: each active table's GM writes a crew step every WRITE_PERIOD_MS through HTTP with its
 * session (keep-alive connections, as a browser's), turning through three realistic writes — heat
 * from a conflict, a hand tick of the crew's clock, a fortune roll on that clock — and four phones
 * hold the crew's live stream open with their player links (one raw SSE connection each, as
 * bench:players' clients). Each table's first write falls at a random point of the period, so the
 * writes spread evenly.
 *
 * Times: a write's latency runs from its scheduled time to its answer (a write the bench sent late,
 * or one queued behind a slow one, counts its wait); a phone's delivery from the write's answer
 * reaching the GM to the step's `crew` event reaching that phone (0 when the event came first).
 */
import http from 'node:http';
import type { Table } from './seed';

export const WRITE_PERIOD_MS = 10_000;
/** A step not on a phone's stream this long after its write's answer is counted missed. */
export const DELIVERY_GRACE_MS = 3_000;
const OPEN_GUARD_MS = 20_000;
const WRITE_TIMEOUT_MS = 10_000;

/** One API process the clients talk to. */
export interface Endpoint {
  readonly name: string;
  readonly port: number;
  readonly agent: http.Agent;
}

export function endpoint(name: string, port: number): Endpoint {
  return { name, port, agent: new http.Agent({ keepAlive: true, maxSockets: 512 }) };
}

export interface Phone {
  readonly endpoint: Endpoint;
  /** Step seq → receipt (performance.now()). */
  readonly receipts: Map<number, number>;
  /** The server ended the stream (a hub over its cap ends the oldest): not reopened. */
  ended: boolean;
  close(): void;
}

export interface Write {
  readonly table: number;
  readonly scheduled: number;
  answered: number;
  status: number;
  seq?: number;
  /** What a refused write answered (its start), to say why. */
  refusal?: string;
}

interface Gm {
  readonly table: Table;
  readonly endpoint: Endpoint;
  readonly phones: Phone[];
  version: number;
  filled: number;
  turn: number;
  timer?: NodeJS.Timeout;
}

let endedStreams = 0;
/** Streams the server ended since the start. */
export const streamsEnded = () => endedStreams;
let failedOpens = 0;
/** Streams that did not open (an error answer, or no first frame within OPEN_GUARD_MS). */
export const streamsNotOpened = () => failedOpens;

function openPhone(target: Endpoint, table: Table, token: string): Promise<Phone> {
  return new Promise((resolve, reject) => {
    const receipts = new Map<number, number>();
    let opened = false;
    const guard = setTimeout(() => {
      req.destroy();
      reject(new Error(`table ${table.index}: no first frame in ${OPEN_GUARD_MS} ms`));
    }, OPEN_GUARD_MS);
    const req = http.get(
      { host: '127.0.0.1', port: target.port, path: `/api/crews/${table.crewId}/stream?token=${token}`, headers: { accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          clearTimeout(guard);
          reject(new Error(`table ${table.index}: stream ${res.statusCode}`));
          res.resume();
          return;
        }
        const phone: Phone = { endpoint: target, receipts, ended: false, close: () => req.destroy() };
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            // Only the head of a frame is read (`id:` and `event:` come before the sheet's data).
            const data = buffer.indexOf('\ndata: ');
            const head = buffer.slice(0, data >= 0 && data < end ? data : end);
            buffer = buffer.slice(end + 2);
            if (head.includes('event: sheet')) {
              if (!opened) {
                opened = true;
                clearTimeout(guard);
                resolve(phone);
              }
            } else if (head.includes('event: crew')) {
              const seq = Number(/^id: (\d+)$/m.exec(head)?.[1]);
              if (!receipts.has(seq)) receipts.set(seq, now);
            }
          }
        });
        res.on('close', () => {
          if (!phone.ended && opened) {
            phone.ended = true;
            endedStreams += 1;
          }
        });
      },
    );
    req.on('error', (error) => {
      if (!opened) {
        clearTimeout(guard);
        reject(error);
      }
    });
  });
}

/** POST with the GM's cookie; the answer's status and JSON (none on a socket error: status 0). */
function post(target: Endpoint, path: string, cookie: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> | undefined; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path,
        method: 'POST',
        agent: target.agent,
        timeout: WRITE_TIMEOUT_MS,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> | undefined;
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, json, text });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, json: undefined, text: error.message }));
    req.end(payload);
  });
}

/** Runs its tables' GMs and phones; `writes` collects every write made (the caller picks a window). */
export class Load {
  writes: Write[] = [];
  private readonly gms: Gm[] = [];
  private stopped = false;

  /** The endpoint a table's GM writes to, and each of its phones streams from (several processes: spread). */
  constructor(private readonly endpoints: readonly Endpoint[]) {}

  get tables(): number {
    return this.gms.length;
  }

  /** Phones whose stream is still open. */
  openPhones(): number {
    return this.gms.reduce((n, gm) => n + gm.phones.filter((p) => !p.ended).length, 0);
  }

  /**
   * Adds tables: opens their phones (at most `parallel` opening at once), then starts their GMs.
   * Phones not opened by `deadline` (performance.now()) are not asked for: counted as not opened.
   */
  async add(tables: readonly Table[], deadline: number, parallel = 64): Promise<void> {
    const count = this.endpoints.length;
    const pending: { gm: Gm; k: number }[] = [];
    const added: Gm[] = [];
    for (const table of tables) {
      const gm: Gm = { table, endpoint: this.endpoints[table.index % count] as Endpoint, phones: [], version: table.version, filled: 0, turn: table.index % 3 };
      added.push(gm);
      for (let k = 0; k < table.phoneTokens.length; k++) pending.push({ gm, k });
    }
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const item = pending[next++];
        if (!item) break;
        const token = item.gm.table.phoneTokens[item.k] ?? '';
        // Phone k of table i streams from process (i + k) mod processes: half of a table's phones
        // on its GM's process, half on another when there are two.
        const target = this.endpoints[(item.gm.table.index + item.k) % count] as Endpoint;
        if (performance.now() > deadline) {
          failedOpens += 1;
          item.gm.phones.push({ endpoint: target, receipts: new Map(), ended: true, close: () => {} });
          continue;
        }
        try {
          item.gm.phones.push(await openPhone(target, item.gm.table, token));
        } catch {
          // Counted, and kept as a phone that gets nothing: its deliveries count as missed.
          failedOpens += 1;
          item.gm.phones.push({ endpoint: target, receipts: new Map(), ended: true, close: () => {} });
        }
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    const now = performance.now();
    for (const gm of added) {
      this.gms.push(gm);
      this.schedule(gm, now + Math.random() * WRITE_PERIOD_MS);
    }
  }

  private schedule(gm: Gm, at: number): void {
    if (this.stopped) return;
    gm.timer = setTimeout(() => void this.write(gm, at), Math.max(0, at - performance.now()));
  }

  /** One step: heat from a conflict, a hand tick of the clock, or a fortune roll on it, in turn. */
  private async write(gm: Gm, scheduled: number): Promise<void> {
    const { table } = gm;
    const record: Write = { table: table.index, scheduled, answered: 0, status: 0 };
    this.writes.push(record);
    const crew = `/api/crews/${table.crewId}`;
    const version = gm.version;
    const kind = gm.turn % 3;
    gm.turn += 1;
    const [path, body] =
      kind === 0
        ? [`${crew}/downtime/conflict-heat`, { version, exposure: 'quiet', killings: false }]
        : kind === 1
          ? [`${crew}/clocks/${table.clockId}/tick`, { version, delta: gm.filled >= 10 ? -gm.filled : 1 }]
          : [`${crew}/clocks/${table.clockId}/roll`, { version, roll: { kind: 'fortune', pool: 1 } }];
    const answer = await post(gm.endpoint, path, table.cookie, body);
    record.answered = performance.now();
    record.status = answer.status;
    if (answer.status !== 200) record.refusal = `${path.slice(crew.length)} ${answer.status} ${answer.text.slice(0, 160)}`;
    const sheet = answer.json?.sheet as { version: number; crew: { clocks: { id: string; filled: number }[] } } | undefined;
    if (answer.status === 200 && sheet) {
      gm.version = sheet.version;
      gm.filled = sheet.crew.clocks.find((c) => c.id === table.clockId)?.filled ?? gm.filled;
      record.seq = (answer.json?.event as { seq: number } | undefined)?.seq;
    } else if (answer.status === 409) {
      gm.version = (answer.json?.current as { version?: number } | undefined)?.version ?? gm.version;
    } else if (answer.status === 422) {
      // A full clock refuses a roll: empty it by the next hand tick.
      gm.filled = 12;
    }
    this.schedule(gm, scheduled + WRITE_PERIOD_MS);
  }

  /**
   * The deliveries of `writes` (answered 200): for each phone of the write's table, the time from
   * the answer to the step on that phone's stream, Infinity when it never came; `sameProcess` tells
   * whether the phone streams from the process the GM wrote to.
   */
  deliveries(writes: readonly Write[]): { ms: number; sameProcess: boolean }[] {
    const out: { ms: number; sameProcess: boolean }[] = [];
    for (const write of writes) {
      if (write.status !== 200 || write.seq === undefined) continue;
      const gm = this.gms[write.table];
      if (!gm) continue;
      for (const phone of gm.phones) {
        const at = phone.receipts.get(write.seq);
        out.push({ ms: at === undefined ? Number.POSITIVE_INFINITY : Math.max(0, at - write.answered), sameProcess: phone.endpoint === gm.endpoint });
      }
    }
    return out;
  }

  /** Forgets receipts and writes older than `before` (the bench runs for minutes). */
  forget(before: number): void {
    for (const gm of this.gms) for (const phone of gm.phones) for (const [seq, at] of phone.receipts) if (at < before) phone.receipts.delete(seq);
    this.writes = this.writes.filter((w) => w.scheduled >= before);
  }

  stop(): void {
    this.stopped = true;
    for (const gm of this.gms) {
      clearTimeout(gm.timer);
      for (const phone of gm.phones) phone.close();
    }
    for (const target of this.endpoints) target.agent.destroy();
  }
}
