export * from './currency';
export * from './bill';
export * from './api';
