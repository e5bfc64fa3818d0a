/**
 * The response serializer: every answer is checked against its route's response schema and sent
 * as what the check encoded (fastify-type-provider-zod's serializer) — except an answer a write
 * already checked with that very schema inside its transaction (domain/readBack.ts `mustReadBack`),
 * which is sent as that check encoded it. A crew's step answer (its whole sheet) was encoded twice
 * per write, the second time for nothing: a third of the zod work of a GM's write.
 *
 * `verify` (tests and development) encodes those answers again and refuses to send one that
 * changed after its check: an answer is not to be edited once checked.
 */
import type { FastifySchema } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { checkedAnswer } from '../domain/readBack';

export function responseSerializer(options: { readonly verify: boolean }): FastifySerializerCompiler<FastifySchema> {
  return (route) => {
    const checkAndSend = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => {
      const checked = checkedAnswer(route.schema, data);
      if (checked === undefined) return checkAndSend(data);
      const sent = JSON.stringify(checked.encoded);
      if (options.verify && checkAndSend(data) !== sent) throw new Error(`${route.method} ${route.url}: the answer changed after its check`);
      return sent;
    };
  };
}
