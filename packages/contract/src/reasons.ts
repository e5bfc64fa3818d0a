/** Why a number is what it is: every answer that applies a rule carries its reasons. */
import { RULE_IDS } from '@temps-mort/rules';
import { z } from 'zod';

export const reasonSchema = z
  .object({
    rule: z.enum(RULE_IDS),
    code: z.string(),
    values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  })
  .describe('Why a number is what it is: a SPEC.md rule id, a message code, and the values the UI puts into words.');
