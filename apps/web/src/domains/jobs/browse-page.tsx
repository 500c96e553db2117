import { usePageTitle } from '../../ui/page-title';
import { useJobsT } from './i18n';
import { JobsPage } from './jobs-page';

/**
 * /browse: the Search Results page of the header's keyword search. It is the jobs page's own
 * search (filter panel with counts, sort, saved searches), every choice in the address, under
 * the spec's title; `/browse?keyword=…` keeps working as a path.
 */
export function BrowsePage() {
  const t = useJobsT();
  usePageTitle(t('titles.search'));
  return <JobsPage search />;
}
