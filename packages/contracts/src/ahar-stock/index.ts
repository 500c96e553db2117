export * from './categories';
