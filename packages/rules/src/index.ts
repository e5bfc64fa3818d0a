// The public surface of the rules engine. Everything else in Temps Mort imports rules from here.
export * from './core/reason';
export * from './core/outcome';
export * from './core/tableRules';
export * from './core/deps';
export * from './dice/roller';
export * from './dice/pool';
export * from './model/clock';
export * from './model/character';
export * from './model/crew';
export * from './model/frostgrave';
