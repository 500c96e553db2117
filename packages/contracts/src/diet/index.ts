export * from './diet';
export * from './consultants';
export * from './dosha';
export * from './home';
export * from './api';
