import { usePageTitle } from '../../ui/page-title';
import { JobsPage } from './jobs-page';
import { useJobsT } from './i18n';

/**
 * /placement/internships (the student dashboard's Placement submenu): the portal's open jobs of
 * the type Internship, with the same filters as /jobs.
 */
export function InternshipsPage() {
  const t = useJobsT();
  usePageTitle(t('internships.title'));
  return <JobsPage jobType="Internship" title={t('internships.title')} />;
}
