import { lazy } from 'react';

/**
 * The demand, rating and review panels of the ahar dashboard, each its own chunk (issue 14
 * sections 3 and 4); the dashboard's menu lines name them.
 */
export const DemandPanels = {
  add: lazy(async () => ({ default: (await import('./daily-form')).DailyInventoryForm })),
  full: lazy(async () => ({ default: (await import('./demand-list')).DemandRecordsList })),
  items: lazy(async () => ({ default: (await import('./demand-list')).DemandItemsList })),
  own: lazy(async () => ({ default: (await import('./demand-panel')).DemandOwn })),
  market: lazy(async () => ({ default: (await import('./demand-panel')).DemandMarket })),
  rating: lazy(async () => ({ default: (await import('../reviews/rating-panels')).RatingPanel })),
  review: lazy(async () => ({ default: (await import('../reviews/rating-panels')).ReviewPanel })),
};
