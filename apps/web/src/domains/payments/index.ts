import { lazyComponent } from '../../ui/lazy-component';

/** The current business's UPI details, the same screen in every kind's menu. */
export const UpiPanel = lazyComponent(() => import('./upi-panel'), 'UpiPanel');
