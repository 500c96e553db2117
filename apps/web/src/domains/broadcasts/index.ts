import { lazyComponent } from '../../ui/lazy-component';

const broadcasts = () => import('./broadcast-panel');
export const GymBroadcastPanel = lazyComponent(broadcasts, 'GymBroadcastPanel');
export const AharBroadcastPanel = lazyComponent(broadcasts, 'AharBroadcastPanel');
