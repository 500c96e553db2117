export * from './profile.table';
