export * from './job';
export * from './company';
export * from './job-description';
