export * from './categories.table';
export * from './stock.table';
