import { Suspense } from 'react';
import { useCurrentUser } from '../../lib/auth';
import { Loading } from '../../ui/loading';
import { WorkingPage } from '../placement';
import { CompanyDashboard } from './company-dashboard';

/**
 * /company/placement serves two audiences (spec 04 section 2.3 and 2.4): the student's menu calls
 * it Working (the companies they worked for or interned at); for a company's team it is the
 * company's Placement (its applicants).
 */
export function CompanyPlacementRoute() {
  const user = useCurrentUser();
  if (user.isPending) return <Loading />;
  if (user.data?.role === 'student')
    return (
      <Suspense fallback={<Loading />}>
        <WorkingPage />
      </Suspense>
    );
  return <CompanyDashboard placement />;
}
