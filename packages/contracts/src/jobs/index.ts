export * from './job';
export * from './company';
export * from './job-description';
export * from './saved-searches';
export * from './mail';
export * from './api';
