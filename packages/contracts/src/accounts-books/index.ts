export * from './balance-sheet';
export * from './financial-report';
export * from './api';
