import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { welcomeText, type Organization, type Role } from '@vedann/contracts';
import { Link } from 'react-router';
import { useMessageT } from '../../i18n';
import { useCurrentUser } from '../../lib/auth';
import { useOrganizations, useSwitchOrg } from '../../lib/org';
import { LoadError } from '../../ui/load-error';
import { usePageTitle } from '../../ui/page-title';
import { BUSINESS_HOMES } from '../orgs';
import { useAccountsT } from './i18n';

type NextStep = 'studentServices' | 'browseJobs' | 'libraries' | 'companies';

/** Where each role goes next after signing in. */
const NEXT_STEPS: Record<Role, ReadonlyArray<{ key: NextStep; to: string }>> = {
  student: [
    { key: 'studentServices', to: '/service' },
    { key: 'browseJobs', to: '/jobs' },
  ],
  librarian: [{ key: 'libraries', to: '/mgtservice' }],
  recruiter: [{ key: 'companies', to: '/admin/companies' }],
};

/** The account's businesses, each leading to its home and acting for it on the way. */
function BusinessLinks({ organizations }: { organizations: Organization[] }) {
  const t = useAccountsT();
  const switchOrg = useSwitchOrg();
  return (
    <section aria-labelledby="your-businesses">
      <Title order={2} size="h4" id="your-businesses" mb="xs">
        {t('select.yourBusinesses')}
      </Title>
      <List spacing="xs">
        {organizations.map((org) => (
          <List.Item key={org._id}>
            <Anchor
              component={Link}
              to={BUSINESS_HOMES[org.kind]}
              onClick={() => switchOrg(org._id)}
            >
              {t('select.openBusiness', { name: org.name })}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Anchor component={Link} to="/mgtservice" mt="sm" display="inline-block">
        {t('select.manageBusinesses')}
      </Anchor>
    </section>
  );
}

export function SelectPage() {
  const t = useAccountsT();
  const tm = useMessageT();
  usePageTitle(t('select.title'));
  const { data: user } = useCurrentUser();
  const businesses = useOrganizations();
  const organizations = businesses.data ?? [];
  // RequireAuth guarantees an account here; the check only satisfies the type.
  if (!user) return null;

  // A student who owns a gym or an ahar is here as its owner: the student text would not fit.
  // Librarians and recruiters keep their role's text, which is about their businesses already.
  const owns = organizations.some((org) => org.role === 'owner');
  const welcome = user.role === 'student' && owns ? t('select.owner') : tm(welcomeText(user.role));

  return (
    <Stack gap="md" py="md">
      <Title order={1}>{t('select.hello', { name: user.fullname })}</Title>
      <Text>{welcome}</Text>
      {businesses.isError && !businesses.data ? (
        <LoadError error={businesses.error} onRetry={() => void businesses.refetch()} />
      ) : (
        organizations.length > 0 && <BusinessLinks organizations={organizations} />
      )}
      <Group>
        {NEXT_STEPS[user.role].map((step) => (
          <Button key={step.to} component={Link} to={step.to}>
            {t(`select.next.${step.key}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
