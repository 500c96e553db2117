import {
  Alert,
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  GENERIC_ERROR,
  ORG_KINDS,
  ORG_KIND_LABELS,
  registerOrgInputSchema,
  type OrgKind,
  type Organization,
  type Role,
} from '@vedann/contracts';
import { apiSend, errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { ORGS_QUERY_KEY, useCurrentOrg, useOrganizations, useSwitchOrg } from '../../lib/org';
import { Loading } from '../../ui/loading';
import { LoadError } from '../../ui/load-error';
import { zodFormResolver } from '../../lib/zod-form';
import { TeamSection } from './team-section';

interface RegisterOrgValues {
  /** Empty until a kind is chosen; the contract's message then asks for one. */
  kind: OrgKind | '';
  name: string;
  city: string;
}

interface RegisterOrgResponse {
  success: true;
  message: string;
  organization: Organization;
}

/** Librarians register libraries and recruiters companies; others choose for themselves. */
const SUGGESTED_KIND: Partial<Record<Role, OrgKind>> = {
  librarian: 'library',
  recruiter: 'company',
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function MyBusinesses() {
  const { data: organizations, isPending, error, refetch } = useOrganizations();
  const { current } = useCurrentOrg();
  const switchOrg = useSwitchOrg();

  if (isPending) return <Loading />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (organizations.length === 0) return <Text>You have not registered a business yet.</Text>;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {organizations.map((org) => {
        const inUse = current?._id === org._id;
        return (
          <Card key={org._id} withBorder component="article" aria-label={org.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={3} size="h4">
                {org.name}
              </Title>
              {inUse && <Badge>In use</Badge>}
            </Group>
            <Text size="sm">{ORG_KIND_LABELS[org.kind]}</Text>
            <Text size="sm">Your role: {capitalise(org.role)}</Text>
            {org.city && <Text size="sm">{org.city}</Text>}
            <Button
              mt="sm"
              variant={inUse ? 'light' : 'filled'}
              disabled={inUse}
              aria-label={`Use ${org.name}`}
              onClick={() => switchOrg(org._id)}
            >
              Use
            </Button>
            {(org.kind === 'library' || org.kind === 'gym') && (
              <Button
                mt="xs"
                variant="subtle"
                component={Link}
                to="/mgtservice/plans"
                aria-label={`Membership plans of ${org.name}`}
                onClick={() => switchOrg(org._id)}
              >
                Membership plans
              </Button>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function RegisterBusinessForm({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrg();
  const switchOrg = useSwitchOrg();
  const form = useForm<RegisterOrgValues>({
    mode: 'controlled',
    initialValues: { kind: SUGGESTED_KIND[role] ?? '', name: '', city: '' },
    validate: zodFormResolver<RegisterOrgValues>(registerOrgInputSchema),
  });

  const registerOrg = useMutation({
    mutationFn: (input: { kind: OrgKind; name: string; city: string }) =>
      apiSend<RegisterOrgResponse>('POST', '/orgs', input),
    onSuccess: async (data) => {
      notifications.show({ color: 'green', message: data.message });
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
          label="Kind"
          data={[
            { value: '', label: 'Choose a kind of business', disabled: true },
            ...ORG_KINDS.map((kind) => ({ value: kind, label: ORG_KIND_LABELS[kind] })),
          ]}
          {...form.getInputProps('kind')}
        />
        <TextInput label="Business name" {...form.getInputProps('name')} />
        <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
        {registerOrg.isError && (
          <Alert color="red">{errorMessage(registerOrg.error, GENERIC_ERROR)}</Alert>
        )}
        <Group>
          <Button type="submit" loading={registerOrg.isPending}>
            Register business
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function MgtservicePage() {
  const { data: user } = useCurrentUser();
  const { current, organizations } = useCurrentOrg();
  // With a single business nothing needs choosing: the server acts for it by default too.
  const teamOrg = current ?? (organizations.length === 1 ? organizations[0] : undefined);
  // RequireAuth guarantees an account here; the check only satisfies the type.
  if (!user) return null;

  return (
    <Stack gap="xl" py="md">
      <Title order={1}>Management service</Title>
      <section aria-labelledby="my-businesses">
        <Title order={2} id="my-businesses" mb="sm">
          My businesses
        </Title>
        <MyBusinesses />
      </section>
      <section aria-labelledby="register-business">
        <Title order={2} id="register-business" mb="sm">
          Register my business
        </Title>
        <RegisterBusinessForm role={user.role} />
      </section>
      {teamOrg && (teamOrg.role === 'owner' || teamOrg.role === 'admin') && (
        <TeamSection key={teamOrg._id} org={teamOrg} />
      )}
    </Stack>
  );
}
