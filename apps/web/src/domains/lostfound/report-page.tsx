import { Anchor, Container, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useLostT } from './i18n';
import { useReport } from './lostfound-api';
import { ReportCard, useReportTitle } from './nikat-vastu';
import { LoadError } from '../../ui/load-error';

/** /lostnfound/report/:id: one report, the page a poster's QR code opens (sign-in required). */
export function ReportPage() {
  const t = useLostT();
  const { id = '' } = useParams();
  const report = useReport(id);
  const reportTitle = useReportTitle();
  usePageTitle(report.data ? reportTitle(report.data.report) : t('title'));
  return (
    <Container size="xs" py="md">
      <Stack>
        <Anchor component={Link} to="/lostnfound?menu=nikat-vastu">
          {t('report.back')}
        </Anchor>
        {report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <LoadError
            error={undefined}
            fallback={t('report.notFound')}
            onRetry={() => void report.refetch()}
          />
        ) : (
          <ReportCard report={report.data.report} />
        )}
      </Stack>
    </Container>
  );
}
