// The service tiles are the landing page's too: nothing more here, it is in the first load.
export { ServiceTiles } from './service-tiles';
