export * from './rep';
export * from './tithe';
export * from './payoff';
export * from './split';
