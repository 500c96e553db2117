export { BUSINESS_HOMES } from './business-home';
