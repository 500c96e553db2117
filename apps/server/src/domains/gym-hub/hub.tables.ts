export * from './profile.table';
export * from './exercises.table';
