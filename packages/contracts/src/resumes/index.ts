export * from './resume';
export * from './resume-defaults';
export * from './resume-ats';
export * from './resume-view';
export * from './match';
export * from './api';
