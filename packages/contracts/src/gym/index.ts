export * from './members';
export * from './hub';
export * from './api';
