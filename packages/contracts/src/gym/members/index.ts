export * from './members';
export * from './batches';
export * from './packages';
export * from './fees';
export * from './plans';
