// The one contract between the API and the web. The API registers these schemas on its routes;
// the web imports their types only (`import type`), so none of this reaches the phone's bundle.
export * from './answer';
export * from './ids';
export * from './errors';
export * from './reasons';
export * from './auth';
export * from './campaign';
export * from './shareLinks';
export * from './crew';
export * from './crewHistory';
export * from './crewWrites';
export * from './downtime';
export * from './odds';
export * from './rolls';
export * from './complexActions';
export * from './campaignHistory';
export * from './backup';
export * from './wizards';
