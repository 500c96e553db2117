export { usePlatformAdmin } from './news-api';
