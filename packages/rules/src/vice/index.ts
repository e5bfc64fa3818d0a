export * from './indulge';
export * from './overindulgence';
export * from './sink';
