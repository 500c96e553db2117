export * from './members';
export * from './hub';
export * from './home';
export * from './api';
