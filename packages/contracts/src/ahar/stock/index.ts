export * from './categories';
export * from './stock';
