import { useState, type FormEvent } from 'react';
import {
  Alert,
  Avatar,
  Button,
  FileInput,
  Grid,
  Group,
  NavLink,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  LIBRARY_PROFILE_MESSAGES,
  PROFILE_SECTIONS,
  libraryApi,
  libraryProfileInputSchema,
  type BodyOf,
  type LibraryProfile,
  type ProfileSection,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useLibraryT } from './i18n';
import { FIELDS, photoProblem, sectionBody, type Values } from './profile-logic';

/** One sidebar section's form: saved on its own (spec 02 sections 4 and 5). */
function SectionForm({ section, profile }: { section: ProfileSection; profile: LibraryProfile }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const initial: Values = Object.fromEntries(
    FIELDS[section].map((field) => {
      const value = profile[field as keyof LibraryProfile];
      return [field, Array.isArray(value) ? value.join('\n') : String(value ?? '')];
    }),
  );
  const form = useForm<Values>({
    initialValues: initial,
    validate: (values) =>
      zodFormResolver<unknown>(libraryProfileInputSchema)(sectionBody(section, values)),
  });
  const save = useEndpointMutation(libraryApi.profile.save, {
    // The form's resolver has checked the section's body against the profile's schema.
    toCall: (values: Values) => ({
      body: sectionBody(section, values) as BodyOf<typeof libraryApi.profile.save>,
    }),
    stale: [libraryApi.profile.get],
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate().hasErrors) save.mutate(form.getValues());
  };
  const text = (field: string, required = false, type = 'text') => (
    <TextInput
      type={type}
      label={t(`profile.fields.${field}` as 'profile.fields.mobile')}
      required={required}
      {...form.getInputProps(field)}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`profile-${section}`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`profile-${section}`}>
          {t(`profile.sections.${section}`)}
        </Title>
        {section === 'contact' && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {text('mobile', true, 'tel')}
              {text('email', true, 'email')}
            </SimpleGrid>
            <Textarea
              label={t('profile.fields.address')}
              required
              autosize
              minRows={2}
              {...form.getInputProps('address')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {text('pincode', true)}
              {text('zone')}
            </SimpleGrid>
            {text(FIELDS.contact[5] ?? '')}
            <Textarea
              label={t('profile.fields.social')}
              description={t('profile.socialHint')}
              autosize
              minRows={2}
              {...form.getInputProps('social')}
              error={
                Object.entries(form.errors).find(([key]) => key.startsWith('social'))?.[1] ??
                undefined
              }
            />
          </>
        )}
        {section === 'verification' && (
          <>
            <Text size="sm" c="dimmed">
              {t('profile.verificationHint')}
            </Text>
            {text('GST', true)}
            {text('PAN', true)}
            {text('OTHERID', true)}
          </>
        )}
        {section === 'founder' && (
          <>
            {FIELDS.founder.map((field) => (
              <div key={field}>{text(field, true)}</div>
            ))}
          </>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, LIBRARY_PROFILE_MESSAGES.failed)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The profile photo: an image of at most 2 MB, else the spec's alert. */
function PhotoForm({ profile }: { profile: LibraryProfile }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useEndpointMutation(libraryApi.profile.photo, {
    toCall: (file: File) => {
      const body = new FormData();
      body.append('profilePhoto', file);
      return { body };
    },
    stale: [libraryApi.profile.get],
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  const choose = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const refused = photoProblem(file);
    if (refused) {
      setProblem(tm(refused));
      return;
    }
    upload.mutate(file);
  };
  return (
    <Group align="flex-end" gap="md">
      <Avatar src={profile.profilePhoto} size="lg" radius="md" alt={t('profile.photoAlt')} />
      <FileInput
        label={t('profile.photo')}
        description={t('profile.photoHint')}
        accept="image/*"
        clearable
        onChange={choose}
        error={
          problem ??
          (upload.isError ? errorMessage(upload.error, LIBRARY_PROFILE_MESSAGES.photo) : undefined)
        }
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}

/**
 * The library's profile (`/mgtservice/mgtlibrary/profile`): the sidebar chooses Contact,
 * Verification or Founder, each saved on its own. The GSTIN and PAN saved here are the ones the
 * fee receipts print.
 */
export function ProfilePage() {
  const t = useLibraryT();
  const [section, setSection] = useState<ProfileSection>('contact');
  const profile = useEndpoint(libraryApi.profile.get, {});
  if (profile.isPending) return <Loading />;
  if (profile.isError)
    return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  const data = profile.data.profile;
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Paper withBorder p="xs" component="nav" aria-label={t('profile.sidebar')}>
          {PROFILE_SECTIONS.map((key) => (
            <NavLink
              key={key}
              component="button"
              type="button"
              label={t(`profile.sections.${key}`)}
              active={key === section}
              aria-current={key === section ? 'page' : undefined}
              onClick={() => setSection(key)}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <Paper withBorder p="md">
          <Stack gap="lg">
            <Stack gap={2}>
              <Text fw={600}>{data.name}</Text>
              {data.city && <Text size="sm">{data.city}</Text>}
            </Stack>
            <PhotoForm profile={data} />
            {/* A section's form starts from what is saved, so it remounts per section. */}
            <SectionForm key={section} section={section} profile={data} />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
