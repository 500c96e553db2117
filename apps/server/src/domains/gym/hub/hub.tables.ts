export * from './profile.table';
export * from './exercises.table';
export * from './records.table';
