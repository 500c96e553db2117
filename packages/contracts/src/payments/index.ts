export * from './upi';
export * from './utr';
export * from './api';
