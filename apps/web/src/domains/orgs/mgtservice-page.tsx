import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  FULL_ACCESS_ROLES,
  GENERIC_ERROR,
  ORG_KINDS,
  ORG_KIND_LABELS,
  orgsApi,
  registerOrgInputSchema,
  type OrgKind,
  type Organization,
  type Role,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { useEndpointMutation } from '../../lib/endpoint';
import { ORGS_QUERY_KEY, useCurrentOrg, useOrganizations, useSwitchOrg } from '../../lib/org';
import { Loading } from '../../ui/loading';
import { LoadError } from '../../ui/load-error';
import { usePageTitle } from '../../ui/page-title';
import { zodFormResolver } from '../../lib/zod-form';
import { translated } from '../../lib/form-errors';
import { BUSINESS_HOMES } from './business-home';
import { useOrgsT } from './i18n';
import { TEAM_SECTION_ID, TeamSection } from './team-section';

interface RegisterOrgValues {
  /** Empty until a kind is chosen; the contract's message then asks for one. */
  kind: OrgKind | '';
  name: string;
  city: string;
}

/** Librarians register libraries and recruiters companies; others choose for themselves. */
const SUGGESTED_KIND: Partial<Record<Role, OrgKind>> = {
  librarian: 'library',
  recruiter: 'company',
};

const managesTeam = (org: Organization) => FULL_ACCESS_ROLES.includes(org.role);

/** One business: what it is, whether it is the one acted for, and its ways in. */
function BusinessCard({ org, actingFor }: { org: Organization; actingFor: boolean }) {
  const t = useOrgsT();
  const tm = useMessageT();
  const switchOrg = useSwitchOrg();
  const actFor = () => switchOrg(org._id);
  return (
    <Card
      withBorder
      component="article"
      aria-label={org.name}
      style={
        actingFor ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}
      }
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4">
          {org.name}
        </Title>
        {actingFor && <Badge>{t('card.actingBadge')}</Badge>}
      </Group>
      <Text size="sm">{tm(ORG_KIND_LABELS[org.kind])}</Text>
      <Text size="sm">{t('card.yourRole', { role: t(`roles.${org.role}`) })}</Text>
      {org.city && <Text size="sm">{org.city}</Text>}
      <Stack gap="xs" mt="sm" align="flex-start">
        {!actingFor && (
          <Button aria-label={t('card.actForName', { name: org.name })} onClick={actFor}>
            {t('card.actFor')}
          </Button>
        )}
        <Anchor
          component={Link}
          to={BUSINESS_HOMES[org.kind]}
          underline="always"
          aria-label={t('card.openHomeOf', { name: org.name })}
          onClick={actFor}
        >
          {t('card.openHome')}
        </Anchor>
        {(org.kind === 'library' || org.kind === 'gym') && (
          <Anchor
            component={Link}
            to="/mgtservice/plans"
            underline="always"
            aria-label={t('card.plansOf', { name: org.name })}
            onClick={actFor}
          >
            {t('card.plans')}
          </Anchor>
        )}
        {managesTeam(org) && (
          <Anchor
            href={`#${TEAM_SECTION_ID}`}
            underline="always"
            aria-label={t('card.teamOf', { name: org.name })}
            onClick={actFor}
          >
            {t('card.team')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function MyBusinesses({ actingFor }: { actingFor: Organization | undefined }) {
  const t = useOrgsT();
  const { data: organizations, isPending, error, refetch } = useOrganizations();

  if (isPending) return <Loading />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (organizations.length === 0) return <Text>{t('noBusinesses')}</Text>;

  return (
    <Stack gap="sm">
      <Alert color={actingFor ? 'blue' : 'gray'} role="status">
        {actingFor ? t('actingFor', { name: actingFor.name }) : t('actingForNone')}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {organizations.map((org) => (
          <BusinessCard key={org._id} org={org} actingFor={actingFor?._id === org._id} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function RegisterBusinessForm({ role }: { role: Role }) {
  const t = useOrgsT();
  const tm = useMessageT();
  const queryClient = useQueryClient();
  const { current } = useCurrentOrg();
  const switchOrg = useSwitchOrg();
  // /mgtservice/selects links here with the kind chosen (`?kind=gym`).
  const [searchParams] = useSearchParams();
  const asked = ORG_KINDS.find((kind) => kind === searchParams.get('kind'));
  const form = useForm<RegisterOrgValues>({
    mode: 'controlled',
    initialValues: { kind: asked ?? SUGGESTED_KIND[role] ?? '', name: '', city: '' },
    validate: translated(zodFormResolver<RegisterOrgValues>(registerOrgInputSchema)),
  });

  const registerOrg = useEndpointMutation(orgsApi.register, {
    toCall: (body: { kind: OrgKind; name: string; city: string }) => ({ body }),
    onSuccess: async (data) => {
      notifications.show({ color: 'green', message: tm(data.message) });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ORGS_QUERY_KEY });
      // A first business becomes the current one; otherwise the choice already made stands.
      if (!current) switchOrg(data.organization._id);
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ kind, name, city }) => {
        // The resolver has already refused a missing kind; this only narrows the type.
        if (kind) registerOrg.mutate({ kind, name, city });
      })}
    >
      <Stack gap="sm" maw={460}>
        <NativeSelect
          label={t('register.kind')}
          data={[
            { value: '', label: t('register.chooseKind'), disabled: true },
            ...ORG_KINDS.map((kind) => ({ value: kind, label: tm(ORG_KIND_LABELS[kind]) })),
          ]}
          {...form.getInputProps('kind')}
        />
        <TextInput label={t('register.name')} {...form.getInputProps('name')} />
        <TextInput
          label={t('register.city')}
          autoComplete="address-level2"
          {...form.getInputProps('city')}
        />
        {registerOrg.isError && (
          <Alert color="red">{tm(errorMessage(registerOrg.error, GENERIC_ERROR))}</Alert>
        )}
        <Group>
          <Button type="submit" loading={registerOrg.isPending}>
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/mgtservice`: which business the account acts for (shown, and chosen on its card), each
 * business's home, the team of the business acted for, then registering another.
 */
export function MgtservicePage() {
  const t = useOrgsT();
  usePageTitle(t('title'));
  const { data: user } = useCurrentUser();
  const { current, organizations } = useCurrentOrg();
  // With a single business nothing needs choosing: the server acts for it by default too.
  const actingFor = current ?? (organizations.length === 1 ? organizations[0] : undefined);
  // RequireAuth guarantees an account here; the check only satisfies the type.
  if (!user) return null;

  return (
    <Stack gap="xl" py="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text mt="xs">{t('intro')}</Text>
      </div>
      <section aria-labelledby="my-businesses">
        <Title order={2} id="my-businesses" mb="sm">
          {t('myBusinesses')}
        </Title>
        <MyBusinesses actingFor={actingFor} />
      </section>
      {actingFor && managesTeam(actingFor) && <TeamSection key={actingFor._id} org={actingFor} />}
      <section aria-labelledby="register-business">
        <Title order={2} id="register-business" mb="sm">
          {t('register.heading')}
        </Title>
        <RegisterBusinessForm role={user.role} />
      </section>
    </Stack>
  );
}
