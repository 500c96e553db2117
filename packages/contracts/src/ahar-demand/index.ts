export * from './demand';
export * from './reviews';
