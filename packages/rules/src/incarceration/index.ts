export * from './convicted';
export * from './sentence';
export * from './claims';
export * from './jail';
export * from './roll';
export * from './tierUp';
