export * from './report';
export * from './gazetteer';
export * from './messages';
export * from './found';
export * from './api';
