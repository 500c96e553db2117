export * from './exams';
export * from './events';
export * from './blood';
export * from './api';
