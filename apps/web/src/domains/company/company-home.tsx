import { companyApi, type CompanyHome as CompanyHomeAnswer } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { BusinessHome, type HomeSection } from '../../ui/business-home';
import { useCompanyT } from './i18n';

/** The recruiter's jobs table, and the placement page that lists applicants and interviews. */
const JOBS = '/admin/jobs';
const PLACEMENT = '/company/placement';
const STATUSES = ['applied', 'shortlisted', 'rejected', 'hired'] as const;

function useCompanySections(home: CompanyHomeAnswer | undefined): HomeSection[] {
  const t = useCompanyT();
  const format = useFormat();
  if (!home) return [];
  const sections: HomeSection[] = [];
  if (home.openJobs !== null) {
    sections.push({
      key: 'jobs',
      title: t('today.jobs'),
      tiles: [
        {
          key: 'open',
          value: format.number(home.openJobs),
          label: t('today.openJobs', { count: home.openJobs }),
          to: JOBS,
        },
      ],
    });
  }
  const { applicants } = home;
  if (applicants) {
    sections.push({
      key: 'applicants',
      title: t('today.applicants'),
      tiles: [
        ...STATUSES.map((status) => ({
          key: status,
          value: format.number(applicants.byStatus[status]),
          label: t(`today.statuses.${status}`),
          to: PLACEMENT,
        })),
        {
          key: 'interviews',
          value: format.number(applicants.interviewsThisWeek),
          label: t('today.interviews', { count: applicants.interviewsThisWeek }),
          to: PLACEMENT,
        },
      ],
    });
  }
  return sections;
}

/** The company's home (issue 31): what the dashboard shows while no screen is chosen. */
export function CompanyHome() {
  const t = useCompanyT();
  const home = useEndpoint(companyApi.home, {}, { rendered: 'signedIn' });
  const sections = useCompanySections(home.data);
  return (
    <BusinessHome
      query={home}
      sections={sections}
      intro={(date) => t('today.intro', { date })}
      empty={t('home')}
    />
  );
}
