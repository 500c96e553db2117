import { VisuallyHidden } from '@mantine/core';
import { useCommonT } from '../i18n';
import { Loading } from '../ui/loading';

/**
 * A thin bar along the top of the window while a page's code loads (app.css: fixed, drawn over
 * the header, so nothing moves), and "Loading page" said once, politely, to screen readers. The
 * bar appears only after a moment, so a page that is already cached does not flash it.
 */
export function PageProgress({ active, announce = true }: { active: boolean; announce?: boolean }) {
  const t = useCommonT();
  return (
    <>
      <div className="page-progress" data-active={active || undefined} aria-hidden />
      {/* Present only while loading, as the Loading status is: a page at rest has no status. */}
      {announce && active && (
        <VisuallyHidden role="status">{t('states.loadingPage')}</VisuallyHidden>
      )}
    </>
  );
}

/** The first load's wait for the page's code: the bar, and "Loading..." where the page will be. */
export function FirstPageLoading() {
  return (
    <>
      <PageProgress active announce={false} />
      <Loading />
    </>
  );
}
