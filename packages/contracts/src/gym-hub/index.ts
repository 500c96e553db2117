export * from './profile';
export * from './exercises';
