/**
 * Makes the upgrade fixture of a release: a database played through HTTP by that release's code,
 * and what its API answered about it, so that a later release's upgrade test can open the same
 * file and compare (apps/api/src/db/upgrade.test.ts).
 *
 *   pnpm --filter @temps-mort/api exec tsx scripts/make-upgrade-fixture.ts <name>
 *
 * writes apps/api/src/db/fixtures/<name>/{temps-mort.db,answers.json}. Run it on the release whose
 * database the next one must upgrade (which release made each committed fixture:
 * src/db/fixtures/README.md), then commit both files. The campaign is the backup tests' one
 * (crews mid-downtime, undone steps, a character removed and brought back, table rules changed
 * between steps, campaign and d12 rolls) plus a ledger with every kind of entry (loan,
 * intimidation, hired muscle settled, pay-off, collections waiting for a sale and for members,
 * then paid), d12 effects, a GM passphrase, a GM session and a share link.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildTestApp } from '../src/test/build';
import { call, playCampaign, type Json } from '../src/routes/api/backup/fixture';

const name = process.argv[2];
if (!name || !/^[a-z0-9-]+$/.test(name)) throw new Error('usage: make-upgrade-fixture.ts <name: a-z, 0-9, ->');
const out = path.join(import.meta.dirname, '../src/db/fixtures', name);

const PASSPHRASE = 'la lanterne brille encore';

async function main(): Promise<void> {
  const t = await buildTestApp({ seed: 7, campaignName: 'Les Lanternes' });
  t.clock.set(new Date('2026-11-30T20:00:00Z'));
  const played = await playCampaign(t);
  const [crewId, secondId] = played.crewIds as [string, string];
  const must = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, allowed = [200, 201]) => {
    const res = await call(t, method, url, body);
    if (!allowed.includes(res.status)) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  t.clock.advance(60_000);

  // d12 effects on a character of the second crew: damage, a rest, comfort lost.
  let sheet = (await must('GET', `/api/crews/${secondId}`)).body as { version: number; crew: { characters: { id: string }[] } };
  const pc = sheet.crew.characters[0]?.id ?? '';
  for (const [effect, body] of [
    ['damage', { kind: 'physical', amount: 2 }],
    ['rest', { hours: 8, safe: true, allocation: { body: 1 } }],
  ] as const) {
    const res = await must('POST', `/api/crews/${secondId}/characters/${pc}/d12/${effect}`, { version: sheet.version, ...body }, [200, 422]);
    if (res.status === 200) sheet = res.body.sheet as typeof sheet;
  }

  // The ledger: pay-off, hired muscle settled, a collection waiting for a sale, one for members.
  const wizardUrl = `/api/wizards/${played.wizardId}`;
  const wizardVersion = async () => ((await must('GET', wizardUrl)).body as { version: number }).version;
  await must('POST', `${wizardUrl}/pay-off`, { version: await wizardVersion(), markers: 1 }, [200, 422]);
  await must('POST', `${wizardUrl}/favours`, { version: await wizardVersion(), kind: 'loan', amount: 300 }, [200, 422]);
  // Each game ends with its hired muscle settled, then its one debt check.
  await must('POST', `${wizardUrl}/hired-muscle/settle`, { version: await wizardVersion(), diedIds: [] }, [200, 422]);
  // d20 check 1 (called whatever the markers), then the table: 9 (goods in lieu: a sale), 15 (help).
  t.useDice([1, 9]);
  const sale = await must('POST', `${wizardUrl}/collections`, { version: await wizardVersion() }, [201]);
  const saleId = (sale.body.entry as Json).id as string;
  await must('POST', `/api/collections/${saleId}/sale`, { version: await wizardVersion(), saleGold: 250 }, [200, 422]);
  await must('POST', `${wizardUrl}/favours`, { version: await wizardVersion(), kind: 'loan', amount: 200 }, [200, 422]);
  await must('POST', `${wizardUrl}/hired-muscle/settle`, { version: await wizardVersion(), diedIds: [] }, [200, 422]);
  t.useDice([1, 15]);
  const help = await must('POST', `${wizardUrl}/collections`, { version: await wizardVersion() }, [201]);
  const helpId = (help.body.entry as Json).id as string;
  const members = ((await must('GET', wizardUrl)).body as { warband: { id: string; role: string }[] }).warband;
  const sent = members.filter((m) => m.role === 'soldier').map((m) => m.id);
  await must('POST', `/api/collections/${helpId}/help`, { version: await wizardVersion(), memberIds: sent }, [200, 422]);
  t.useSeed(8);

  // Sign-ins: a passphrase, the GM's session, a share link of each crew.
  await must('POST', '/api/auth/passphrase', { passphrase: PASSPHRASE }, [204]);
  const secondPlayer = await t.player(secondId, 'Cyprien');
  const players = { [crewId]: played.playerToken, [secondId]: secondPlayer.token };

  // What this release answers, for the next one to compare.
  const answers: Json = { passphrase: PASSPHRASE, gmCookie: t.gm.cookie, players, campaignId: t.campaignId, crews: {}, wizards: {}, complexActions: {} };
  for (const id of [crewId, secondId]) {
    const asPlayer = { authorization: `Bearer ${players[id] ?? ''}` };
    (answers.crews as Json)[id] = {
      sheet: (await must('GET', `/api/crews/${id}`)).body,
      history: (await must('GET', `/api/crews/${id}/history`)).body,
      playerSheet: (await call(t, 'GET', '/api/share/sheet', undefined, asPlayer)).body,
      playerHistory: (await call(t, 'GET', `/api/crews/${id}/history`, undefined, asPlayer)).body,
      playerRolls: (await call(t, 'GET', `/api/campaigns/${t.campaignId}/rolls?limit=500`, undefined, asPlayer)).body,
    };
  }
  (answers.wizards as Json)[played.wizardId] = {
    wizard: (await must('GET', wizardUrl)).body,
    ledger: (await must('GET', `${wizardUrl}/ledger`)).body,
  };
  const actions = (await must('GET', `/api/campaigns/${t.campaignId}/complex-actions`)).body as unknown as { id: string }[];
  for (const { id } of actions) (answers.complexActions as Json)[id] = (await must('GET', `/api/complex-actions/${id}`)).body;
  answers.rolls = (await must('GET', `/api/campaigns/${t.campaignId}/rolls?limit=500`)).body;
  answers.export = (await must('GET', `/api/campaigns/${t.campaignId}/export`)).body;

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // One self-contained file (no -wal beside it).
  const source = new Database(t.dbPath);
  source.exec(`VACUUM INTO '${path.join(out, 'temps-mort.db').replaceAll("'", "''")}'`);
  source.close();
  writeFileSync(path.join(out, 'answers.json'), `${JSON.stringify(answers, null, 2)}\n`);
  await t.close();
  console.log(`wrote ${out}`);
}

await main();
