import { lazy } from 'react';

/** A library's public page books a seat online (decision 0360), in a chunk of its own. */
export const OnlineSeatBooking = lazy(async () => ({
  default: (await import('./online-booking')).OnlineSeatBooking,
}));
