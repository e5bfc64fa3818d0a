/**
 * The GM, through the API, with the session cookie of a browser context (its `request` shares the
 * context's cookies): what tests use to set a scene, or to drive a step whose screen does not exist
 * yet. Every crew write reads the crew's current `version` first.
 */
import type { APIRequestContext, APIResponse, BrowserContext } from '@playwright/test';
import type { CrewSheetView as Sheet, CrewStepAnswer as Step } from '@temps-mort/contract';
import type { RunningServer } from './server';

/** The sheet as GET /api/crews/:id answers it, a character on it, a crew write's answer: the contract's. */
export type { CrewSheetView as Sheet, CrewStepAnswer as Step } from '@temps-mort/contract';
export type Character = Sheet['crew']['characters'][number];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} → ${status} ${JSON.stringify(body)}`);
  }
}

export class Gm {
  private constructor(
    readonly request: APIRequestContext,
    readonly campaignId: string,
    /** "Ma bande", the crew the server creates at first start. */
    readonly defaultCrewId: string,
  ) {}

  /** Spends the server's one-time sign-in link in `context` (cookie set there) and reads the campaign. */
  static async signIn(context: BrowserContext, server: RunningServer): Promise<Gm> {
    const answer = await context.request.get(server.setupUrl, { maxRedirects: 0 });
    if (answer.status() !== 303) throw new ApiError(answer.status(), await answer.text(), 'GET setup link');
    return Gm.of(context.request);
  }

  /** A request context that already carries a GM session cookie. */
  static async of(request: APIRequestContext): Promise<Gm> {
    const campaign = (await json(await request.get('/api/campaigns/current'), 'GET campaign')) as { id: string };
    const crews = (await json(await request.get(`/api/campaigns/${campaign.id}/crews`), 'GET crews')) as { id: string }[];
    return new Gm(request, campaign.id, crews[0]?.id ?? '');
  }

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, expected: readonly number[] = [200, 201, 204]): Promise<T> {
    const answer = await this.request.fetch(path, { method, ...(body !== undefined ? { data: body } : {}) });
    if (!expected.includes(answer.status())) throw new ApiError(answer.status(), await answer.text().catch(() => ''), `${method} ${path}`);
    return (answer.status() === 204 ? undefined : await answer.json()) as T;
  }

  /** The raw answer, for tests of refusals. */
  raw(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<APIResponse> {
    return this.request.fetch(path, { method, ...(body !== undefined ? { data: body } : {}) });
  }

  sheet(crewId: string): Promise<Sheet> {
    return this.call<Sheet>('GET', `/api/crews/${crewId}`);
  }

  async createCrew(body: Record<string, unknown>): Promise<Sheet> {
    return (await this.call<Step>('POST', `/api/campaigns/${this.campaignId}/crews`, body)).sheet;
  }

  /** A crew write with the current version: PATCH/POST/PUT/DELETE under /api/crews/:id. */
  async write(crewId: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', sub: string, body: Record<string, unknown> = {}): Promise<Step> {
    const { version } = await this.sheet(crewId);
    return this.call<Step>(method, `/api/crews/${crewId}${sub}`, { ...body, version });
  }

  editCrew(crewId: string, patch: Record<string, unknown>): Promise<Step> {
    return this.write(crewId, 'PATCH', '', patch);
  }

  addCharacter(crewId: string, character: Record<string, unknown>): Promise<Step> {
    return this.write(crewId, 'POST', '/characters', character);
  }

  addFaction(crewId: string, faction: Record<string, unknown>): Promise<Step> {
    return this.write(crewId, 'POST', '/factions', faction);
  }

  addCohort(crewId: string, cohort: Record<string, unknown>): Promise<Step> {
    return this.write(crewId, 'POST', '/cohorts', cohort);
  }

  /** A5: a long-term project on a character. */
  addProject(crewId: string, characterId: string, project: { name: string; segments: number }): Promise<Step> {
    return this.write(crewId, 'POST', `/characters/${characterId}/projects`, project);
  }

  async renameCampaign(name: string): Promise<void> {
    const { version } = await this.call<{ version: number }>('GET', '/api/campaigns/current');
    await this.call('PATCH', `/api/campaigns/${this.campaignId}`, { version, name });
  }

  /** POST /api/campaigns/:id/rolls/<kind> (d6, fortune, d12, fear-test, d100, d100-opposition, d100-group, d20). */
  roll<T = { id: string }>(kind: string, body: Record<string, unknown>): Promise<T> {
    return this.call<T>('POST', `/api/campaigns/${this.campaignId}/rolls/${kind}`, body);
  }

  createWizard(body: Record<string, unknown>): Promise<{ id: string; version: number }> {
    return this.call('POST', `/api/campaigns/${this.campaignId}/wizards`, body);
  }

  /** A wizard write (POST under /api/wizards/:id) with the wizard's current version. */
  async wizardWrite<T = unknown>(wizardId: string, sub: string, body: Record<string, unknown> = {}): Promise<T> {
    const { version } = await this.call<{ version: number }>('GET', `/api/wizards/${wizardId}`);
    return this.call<T>('POST', `/api/wizards/${wizardId}${sub}`, { ...body, version });
  }

  async createComplexAction(body: Record<string, unknown>): Promise<string> {
    return (await this.call<{ complexAction: { id: string } }>('POST', `/api/campaigns/${this.campaignId}/complex-actions`, body)).complexAction.id;
  }

  /** POST /api/complex-actions/:id/<roll> (roll, opposed-roll, group-roll) with the tracker's version. */
  async complexRoll(id: string, roll: string, body: Record<string, unknown>): Promise<void> {
    const { version } = await this.call<{ version: number }>('GET', `/api/complex-actions/${id}`);
    await this.call('POST', `/api/complex-actions/${id}/${roll}`, { ...body, version });
  }

  /** POST /api/crews/:id/downtime/<step>. */
  downtime(crewId: string, step: string, body: Record<string, unknown> = {}): Promise<Step> {
    return this.write(crewId, 'POST', `/downtime/${step}`, body);
  }

  undo(crewId: string): Promise<Step> {
    return this.write(crewId, 'POST', '/undo');
  }

  history(crewId: string): Promise<{ events: Step['event'][] } | Step['event'][]> {
    return this.call('GET', `/api/crews/${crewId}/history`);
  }

  /**
   * An invitation (POST /api/invites): to the server (no campaign) or to co-run a campaign; its
   * one-time address (`/invite#<token>`) and that address's path.
   */
  async invite(campaignId?: string, label?: string): Promise<{ url: string; path: string }> {
    const answer = await this.call<{ url: string }>('POST', '/api/invites', { ...(campaignId ? { campaignId } : {}), ...(label ? { label } : {}) });
    const url = new URL(answer.url);
    return { url: answer.url, path: `${url.pathname}${url.hash}` };
  }

  /**
   * A player link for the crew: the path part of its url (`/s/<token>`). It may name the
   * character it is for and a wizard whose ledger it follows.
   */
  async shareLink(crewId: string, label = 'Table', names: { characterId?: string; wizardId?: string } = {}): Promise<{ url: string; path: string; token: string }> {
    const link = await this.call<{ url: string; token: string }>('POST', `/api/crews/${crewId}/share-links`, { label, ...names });
    const url = new URL(link.url);
    return { url: link.url, path: `${url.pathname}${url.hash}`, token: link.token };
  }
}

async function json(answer: APIResponse, what: string): Promise<unknown> {
  if (!answer.ok()) throw new ApiError(answer.status(), await answer.text().catch(() => ''), what);
  return answer.json();
}
