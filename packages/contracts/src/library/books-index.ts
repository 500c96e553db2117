export * from './books';
export * from './loans';
