export * from './members';
export * from './hub';
