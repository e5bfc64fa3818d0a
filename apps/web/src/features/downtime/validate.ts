/**
 * The downtime forms are checked as the GM types with the zod schemas the API uses (the rules'
 * event schemas): each issue becomes words (the core catalog's `error.field.*`), keyed by its path
 * in the body (`take`, `tithe.boss`, `activity.minQuality`…).
 */
export { fieldErrors, hasErrors, under, type Checkable, type FieldErrors } from '../../lib/fieldError';
