export * from './company-area';
