export * from './seats';
export * from './members';
export * from './fees';
export * from './profile';
export * from './tickets';
export * from './search';
export * from './dashboard';
export * from './home';
