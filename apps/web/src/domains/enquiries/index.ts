import { lazyComponent } from '../../ui/lazy-component';

const enquiries = () => import('./enquiries-panel');
export const EnquiryRegister = lazyComponent(enquiries, 'EnquiryRegister');
export const FollowUpList = lazyComponent(enquiries, 'FollowUpList');
