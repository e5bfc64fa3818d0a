export * from './events';
export * from './state';
export * from './reducer';
export * from './replay';
export * from './sheet';
export * from './clocks';
export * from './pinIds';
export * from './activity';
