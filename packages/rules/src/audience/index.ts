// What players know of the rules' state: the allow-lists, the crew's secrets, how free text loses them.
export * from './allowList';
export * from './secrets';
export * from './crew';
export * from './knowledge';
export * from './gmOnlyStep';
