export * from './allowance';
export * from './roll';
export * from './acquireAsset';
export * from './project';
export * from './clockOdds';
export * from './recover';
export * from './reduceHeat';
export * from './train';
