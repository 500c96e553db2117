import { lazy, type ComponentType } from 'react';

/**
 * One named export of a module as a lazy component: the module stays its own chunk, and an area
 * exports the variant each dashboard mounts (GymUsers, AharUsers...) rather than each dashboard
 * wrapping the module again.
 */
export const lazyComponent = <M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));
