/**
 * The type of an answer as a client reads it: what its schema outputs, read-only all the way
 * down (the rules' model is deeply readonly, and so is what the web keeps in its cache).
 */
import type { DeepReadonly } from '@temps-mort/rules';
import type { z } from 'zod';

export type Answer<S extends z.ZodType> = DeepReadonly<z.output<S>>;
