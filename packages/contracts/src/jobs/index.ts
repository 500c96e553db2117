export * from './job';
export * from './company';
export * from './job-description';
export * from './saved-search';
export * from './mail';
