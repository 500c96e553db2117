import { lazyComponent } from '../../ui/lazy-component';

// The student's Working page, which the company's /company/placement shows them.
export const WorkingPage = lazyComponent(() => import('./working-page'), 'WorkingPage');
