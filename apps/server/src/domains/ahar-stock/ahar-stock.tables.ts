export * from './categories.table';
