export * from './common/api';
export * from './accounts/user';
export * from './orgs/organization';
export * from './orgs/membership';
export * from './lostfound';
