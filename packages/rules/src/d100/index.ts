// d100 resolution extras (SPEC.md section C, seed 004).
export * from './simple';
export * from './opposition';
export * from './complex';
export * from './opposedComplex';
export * from './complexOdds';
export * from './group';
export * from './events';
