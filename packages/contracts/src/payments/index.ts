export * from './upi';
export * from './api';
