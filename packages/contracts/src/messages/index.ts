export * from './channels';
export * from './api';
