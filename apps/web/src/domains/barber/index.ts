import { lazyComponent } from '../../ui/lazy-component';

// The walk-in queue: the barber's, and the gym's Token System.
const queue = () => import('./queue-panel');
export const BarberQueuePanel = lazyComponent(queue, 'QueuePanel');
export const GymTokenPanel = lazyComponent(queue, 'GymTokenPanel');
