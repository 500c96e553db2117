export * from './diet';
export * from './consultants';
export * from './dosha';
