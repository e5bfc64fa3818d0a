/** Players' links to a crew or a wizard: the token is in the answer that creates (or rotates) one only. */
import { z } from 'zod';
import { noContent } from '../errors';
import { crewParams, idParams } from '../ids';
import { issuedShareLinkSchema, shareLinkCreateSchema, shareLinkSchema, wizardShareLinkCreateSchema } from '../shareLinks';
import type { RouteTablePart } from './route';

export const shareLinkRoutes = {
  'crew.shareLink.create': {
    tags: ['share-links'],
    summary: 'Create a read-only link for players',
    description: "It may name one of the crew's characters (the sheet opens on them) and one of the campaign's wizards (its ledger is followed).",
    params: crewParams,
    body: shareLinkCreateSchema,
    answer: issuedShareLinkSchema,
    status: 201,
    errors: [400, 401, 403, 404, 413],
  },
  'crew.shareLinks': {
    tags: ['share-links'],
    summary: "The crew's share links (never their tokens)",
    params: crewParams,
    answer: z.array(shareLinkSchema),
    errors: [400, 401, 403, 404],
  },
  'wizard.shareLink.create': {
    tags: ['share-links'],
    summary: "Create a read-only link to a wizard's ledger (no crew: a Frostgrave table's)",
    params: idParams,
    body: wizardShareLinkCreateSchema,
    answer: issuedShareLinkSchema,
    status: 201,
    errors: [400, 401, 403, 404, 413],
  },
  'wizard.shareLinks': {
    tags: ['share-links'],
    summary: "The wizard's own links (never their tokens; a crew's links that follow it are the crew's)",
    params: idParams,
    answer: z.array(shareLinkSchema),
    errors: [400, 401, 403, 404],
  },
  'shareLink.rotate': {
    tags: ['share-links'],
    summary: 'Revoke a link and issue a new one with the same label',
    params: idParams,
    answer: issuedShareLinkSchema,
    status: 201,
    errors: [400, 401, 403, 404, 413],
  },
  'shareLink.revoke': {
    tags: ['share-links'],
    summary: 'Revoke a link (players using it get 401 at once)',
    params: idParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 404, 413],
  },
} as const satisfies RouteTablePart;
