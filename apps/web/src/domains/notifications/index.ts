import { createElement, Suspense } from 'react';
import { lazyComponent } from '../../ui/lazy-component';

const LazyBell = lazyComponent(() => import('./notification-bell'), 'NotificationBell');

/**
 * The header's bell, for a signed-in person: its code, catalogue and styles are a chunk of their
 * own, loaded after the header shows, and nothing stands in its place meanwhile.
 */
export function NotificationBell() {
  return createElement(Suspense, { fallback: null }, createElement(LazyBell));
}
