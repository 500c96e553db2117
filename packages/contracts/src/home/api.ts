import { endpoint } from '../common/endpoint';
import { homeFiguresSchema } from './figures';

/** The landing page's public reads. */
export const homeApi = {
  /** Today's figures: open jobs, libraries with a free seat, gyms, the newest news. */
  figures: endpoint({
    method: 'GET',
    path: '/home/figures',
    access: 'public',
    answer: homeFiguresSchema,
  }),
};
