import { lazyComponent } from '../../ui/lazy-component';

/** The current business's UPI details, the same screen in every kind's menu. */
export const UpiPanel = lazyComponent(() => import('./upi-panel'), 'UpiPanel');

/** A fee's UPI payment on the member's page and at the desk (issue 32, decision 0343). */
export { DeskFeePayButton, MemberFeePay, PaymentStatus, type FeePayProps } from './fee-pay';
/** Whether members can pay online, and which fees then have something to pay (decision 0354). */
export { useOnlinePayment } from './online-pay';
export { hasPayAction } from './online-logic';
