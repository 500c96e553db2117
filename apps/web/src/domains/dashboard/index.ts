// The service tiles are the landing page's too: nothing more here, it is in the first load.
export { ServiceTiles, type ServiceTileDetail } from './service-tiles';
export type { ServiceTileKey } from './links';
