import { createElement, lazy, type ComponentType } from 'react';

/**
 * One named export of a module as a lazy component: the module stays its own chunk, and an area
 * exports the variant each dashboard mounts (GymUsers, AharUsers...) rather than each dashboard
 * wrapping the module again.
 */
export const lazyComponent = <M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));

/**
 * Another area's screen, its `index.ts` loaded when the screen is first shown: a dashboard's
 * first screen then waits only for its own code, not for every area its menu offers. The export
 * is often a `lazyComponent` already, and React refuses a lazy component that resolves to
 * another, so it is rendered inside one.
 */
export const lazyAreaExport = <M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) =>
  lazy(async () => {
    const Export: ComponentType = (await load())[name];
    return { default: () => createElement(Export) };
  });
