import { lazyComponent } from '../../ui/lazy-component';

/** The current business's UPI details, the same screen in every kind's menu. */
export const UpiPanel = lazyComponent(() => import('./upi-panel'), 'UpiPanel');

/** A fee's UPI payment on the member's page and at the desk (issue 32, decision 0343). */
export { DeskFeePayButton, MemberFeePay, PaymentStatus, type FeePayProps } from './fee-pay';
