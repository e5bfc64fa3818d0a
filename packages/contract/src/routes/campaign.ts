/** The campaign's own routes: the GM's campaign, its settings and its crews. */
import { z } from 'zod';
import { campaignPatchSchema, campaignSchema, crewSummarySchema } from '../campaign';
import { campaignParams } from '../ids';
import type { RouteTablePart } from './route';

export const campaignRoutes = {
  'campaign.current': {
    tags: ['campaigns'],
    summary: "The signed-in GM's campaign",
    answer: campaignSchema,
    errors: [401, 403, 404],
  },
  'campaign.edit': {
    tags: ['campaigns'],
    summary: 'Rename, change the language, or change table rules (partial, merged over the current ones)',
    params: campaignParams,
    body: campaignPatchSchema,
    answer: campaignSchema,
    errors: [400, 401, 403, 404, 409, 413],
  },
  'campaign.crews': {
    tags: ['campaigns'],
    summary: "The campaign's crews",
    params: campaignParams,
    answer: z.array(crewSummarySchema),
    errors: [400, 401, 403, 404],
  },
} as const satisfies RouteTablePart;
