export * from './profile';
export * from './exercises';
export * from './records';
