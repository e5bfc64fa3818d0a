/**
 * The ids and versions every route names: path params, and the version a write carries
 * (optimistic concurrency: a stale one is a 409).
 */
import { z } from 'zod';

/** A database id (cuid). Kept loose (any short token) so an unknown id is a 404, not a 400. */
export const idSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'not an id');

export const versionSchema = z.number().int().min(1).describe('The version the client read (optimistic concurrency).');

export const campaignParams = z.strictObject({ campaignId: idSchema });
export const crewParams = z.strictObject({ crewId: idSchema });
export const idParams = z.strictObject({ id: idSchema });

/** `?token=` lets an EventSource or a shared link authenticate a read (see the API's auth/principal.ts). */
export const tokenQuery = { token: z.string().max(200).optional().describe("A crew's share token (players).") };
