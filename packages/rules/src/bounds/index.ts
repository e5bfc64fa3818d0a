export * from './schema';
export * from './fields';
export * from './rolls';
