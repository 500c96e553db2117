export * from './exams';
export * from './events';
export * from './blood';
