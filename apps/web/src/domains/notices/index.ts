import { lazyComponent } from '../../ui/lazy-component';

export { MyNotices } from './my-notices';

const notices = () => import('./notice-board');
export const GymNoticeBoard = lazyComponent(notices, 'GymNoticeBoard');
export const BarberNoticeBoard = lazyComponent(notices, 'BarberNoticeBoard');
