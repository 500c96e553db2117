export * from './notification';
export * from './api';
