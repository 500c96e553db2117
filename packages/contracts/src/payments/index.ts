export * from './upi';
export * from './utr';
export * from './online';
export * from './api';
