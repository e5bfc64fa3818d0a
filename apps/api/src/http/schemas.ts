/**
 * The schemas every route shares (ids, params, the error bodies and `errorResponses`) live in
 * @temps-mort/contract, the one contract with the web; re-exported here for the routes.
 */
export {
  campaignParams,
  conflictSchema,
  crewParams,
  errorResponses,
  forbiddenSchema,
  idParams,
  idSchema,
  internalSchema,
  noContent,
  notFoundSchema,
  rateLimitedSchema,
  ruleRefusalSchema,
  tooLargeSchema,
  unauthorizedSchema,
  validationErrorSchema,
  versionSchema,
  type ErrorStatus,
} from '@temps-mort/contract';
