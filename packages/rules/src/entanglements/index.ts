export * from './table';
export * from './roll';
export * from './fortune';
export * from './odds';
export * from './resolution';
export * from './pending';
