/**
 * Players acting from their phones (issue 36): a character's proposals and the GM's answer to them,
 * the GM's roll requests and the player's roll, a character's own texts. Shapes: ../players.ts.
 */
import { z } from 'zod';
import { crewStepSchema } from '../crewWrites';
import { characterParams } from '../crewWrites';
import { crewParams, idParams } from '../ids';
import {
  characterTextsBody,
  proposalApproveBody,
  proposalApprovedSchema,
  proposalCreateBody,
  proposalDeclineBody,
  proposalSchema,
  rollRequestCreateBody,
  rollRequestRolledSchema,
  rollRequestSchema,
} from '../players';
import type { RouteTablePart } from './route';

/** Nothing to send but who calls. */
const noBody = z.strictObject({});

export const playerRoutes = {
  'crew.proposals': {
    tags: ['players'],
    summary: "The crew's proposals: every pending one, then the latest decided (newest first)",
    params: crewParams,
    answer: z.array(proposalSchema),
    errors: [400, 401, 403, 404],
  },
  'proposal.create': {
    tags: ['players'],
    summary: "A player proposes a downtime step for their own character (the rules' refusal is a 422, in the rule's words)",
    description: 'From a link given to the character, while the campaign lets players propose (403 otherwise).',
    params: characterParams,
    body: proposalCreateBody,
    answer: proposalSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409, 413, 422, 429],
  },
  'proposal.withdraw': {
    tags: ['players'],
    summary: 'The player takes back their pending proposal (409 once the GM decided it: the proposal as it is)',
    params: idParams,
    body: noBody,
    answer: proposalSchema,
    errors: [400, 401, 403, 409, 413, 429],
  },
  'proposal.approve': {
    tags: ['players'],
    summary: "The GM approves a pending proposal, as proposed or edited: an ordinary step of the crew's history (the server rolls)",
    description: "409: the crew's version is stale (`current`: the sheet), or the proposal was decided or withdrawn (`current`: the proposal).",
    params: idParams,
    body: proposalApproveBody,
    answer: proposalApprovedSchema,
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  'proposal.decline': {
    tags: ['players'],
    summary: 'The GM declines a pending proposal, with a short reason the player reads',
    params: idParams,
    body: proposalDeclineBody,
    answer: proposalSchema,
    errors: [400, 401, 403, 404, 409, 413],
  },
  'crew.rollRequests': {
    tags: ['players'],
    summary: "The crew's roll requests: every pending one, then the latest answered or cancelled (newest first)",
    params: crewParams,
    answer: z.array(rollRequestSchema),
    errors: [400, 401, 403, 404],
  },
  'rollRequest.create': {
    tags: ['players'],
    summary: 'The GM asks a player for a roll, set as the GM wants it: the phone shows it with its odds and a Roll button',
    params: crewParams,
    body: rollRequestCreateBody,
    answer: rollRequestSchema,
    status: 201,
    errors: [400, 401, 403, 404, 413, 422],
  },
  'rollRequest.cancel': {
    tags: ['players'],
    summary: 'The GM cancels a pending roll request (409 once rolled: the request as it is)',
    params: idParams,
    body: noBody,
    answer: rollRequestSchema,
    errors: [400, 401, 403, 404, 409, 413],
  },
  'rollRequest.roll': {
    tags: ['players'],
    summary: 'The player rolls what the GM asked: the server rolls it for their character, every screen sees it',
    params: idParams,
    body: noBody,
    answer: rollRequestRolledSchema,
    errors: [400, 401, 403, 409, 413, 422, 429],
  },
  'character.texts': {
    tags: ['players'],
    summary: "A player keeps their character's free texts (look, notes, vice purveyor, comfort, fear): a step of the crew's history",
    params: characterParams,
    body: characterTextsBody,
    answer: crewStepSchema,
    errors: [400, 401, 403, 404, 409, 413, 422, 429],
  },
} as const satisfies RouteTablePart;
