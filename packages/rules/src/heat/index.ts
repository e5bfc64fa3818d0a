export * from './heat';
