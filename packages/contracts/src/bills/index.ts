export * from './currency';
export * from './bill';
