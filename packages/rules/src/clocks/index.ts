export * from './board';
export * from './rolls';
export * from './tick';
export * from './odds';
export * from './method';
export * from './audience';
