export * from './profile';
export * from './exercises';
export * from './records';
export type { ExerciseLibraryApi } from './exercises-api';
