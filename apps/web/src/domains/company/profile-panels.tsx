import {
  Alert,
  Anchor,
  Button,
  Card,
  CloseButton,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  BUSINESS_TYPES,
  CERTIFICATE_PRESETS,
  COMPANY_AREA_MESSAGES,
  COMPANY_MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  GENERIC_ERROR,
  JOB_INDUSTRIES,
  aharProfileInputSchema,
  companyProfileInputSchema,
  type CompanyProfile,
} from '@vedann/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMessageT } from '../../i18n';
import { parseOrShow } from '../../lib/zod-form';
import { useCurrentUser } from '../../lib/auth';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useJobValue, CompanyLogo } from '../jobs';
import {
  useAddCertificate,
  useCompanyProfile,
  useRemoveCertificate,
  useSubmitProfile,
} from './company-api';
import { companyPagePath } from '../../ui/company-link';
import { useCompanyT } from './i18n';

/** The logo's accepted types: the server checks the bytes (http/file-type.ts). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

function useProfile() {
  const profile = useCompanyProfile();
  const fallback = profile.isPending ? (
    <Loading />
  ) : profile.isError ? (
    <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
  ) : null;
  return { profile: profile.data, fallback };
}

function Lines({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <Table withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="40%">
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * View Profile: the details table, the certificates and the contact table. `editable` (the
 * ahar's View Profile, whose menu has no Edit panel of the business) adds an Edit button that
 * opens the same form in place. `publicPage` links the company's public page (`/companies/:id`
 * serves companies only, so the ahar leaves it out).
 */
export function ProfileViewPanel({
  editable = false,
  publicPage = true,
  industry: withIndustry = true,
}: {
  editable?: boolean;
  publicPage?: boolean;
  /** The job portal's industry: a company's, which a food business has none of. */
  industry?: boolean;
} = {}) {
  const [editing, setEditing] = useState(false);
  const t = useCompanyT();
  const industry = useJobValue();
  const { profile, fallback } = useProfile();
  if (!profile) return fallback;
  const industryRow: [string, string][] = withIndustry
    ? [[t('profile.industry'), profile.industry ? industry(profile.industry) : '']]
    : [];
  if (editable && editing)
    return (
      <Stack gap="md">
        <Group>
          <Button variant="default" onClick={() => setEditing(false)}>
            {t('profile.backToProfile')}
          </Button>
        </Group>
        <ProfileForm key={profile._id} profile={profile} withIndustry={withIndustry} />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Group gap="sm">
        <CompanyLogo name={profile.name} logo={profile.logo} size={56} />
        {publicPage && (
          <Anchor component={Link} to={companyPagePath(profile._id)}>
            {t('public.publicPage')}
          </Anchor>
        )}
        {editable && <Button onClick={() => setEditing(true)}>{t('profile.edit')}</Button>}
      </Group>
      <Lines
        caption={t('profile.details')}
        rows={[
          [t('profile.productNo'), profile.productNo],
          [t('profile.name'), profile.name],
          [t('profile.gstNo'), profile.gstNo],
          [t('profile.founders'), profile.founders.join(', ')],
          [t('profile.established'), profile.established],
          [t('profile.website'), profile.website],
          ...industryRow,
          [t('profile.businessType'), profile.businessType ?? ''],
        ]}
      />
      <Stack gap={4}>
        <Title order={2} size="h5">
          {t('profile.certificates')}
        </Title>
        {profile.certificates.length === 0 ? (
          <Text size="sm">{t('profile.noCertificates')}</Text>
        ) : (
          <Group gap="md">
            {profile.certificates.map((certificate) => (
              <Anchor
                key={certificate._id}
                href={certificate.file}
                target="_blank"
                rel="noopener"
                aria-label={t('profile.open', { name: certificate.name })}
              >
                {certificate.name}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
      <Lines
        caption={t('profile.contact')}
        rows={[
          [t('profile.phone'), profile.contact.phone],
          [t('profile.email'), profile.contact.email],
          [t('profile.website'), profile.contact.website],
          [t('profile.address'), profile.contact.address],
        ]}
      />
    </Stack>
  );
}

interface Form {
  name: string;
  industry: string;
  location: string;
  description: string;
  website: string;
  productNo: string;
  gstNo: string;
  established: string;
  founders: string[];
  phone: string;
  email: string;
  contactWebsite: string;
  address: string;
  businessType: string;
}

const toForm = (profile: CompanyProfile): Form => ({
  name: profile.name,
  industry: profile.industry,
  location: profile.location,
  description: profile.description,
  website: profile.website,
  productNo: profile.productNo,
  gstNo: profile.gstNo,
  established: profile.established,
  founders: profile.founders.length > 0 ? profile.founders : [''],
  phone: profile.contact.phone,
  email: profile.contact.email,
  contactWebsite: profile.contact.website,
  address: profile.contact.address,
  businessType: profile.businessType ?? '',
});

function Certificates({ profile }: { profile: CompanyProfile }) {
  const t = useCompanyT();
  const add = useAddCertificate();
  const remove = useRemoveCertificate();
  const type = profile.businessType;
  if (!type) return <Text size="sm">{t('profile.saveFirst')}</Text>;
  const presets: readonly string[] = CERTIFICATE_PRESETS[type];
  return (
    <Stack gap="xs">
      {presets.map((name) => {
        const uploaded = profile.certificates.filter(
          (certificate) => certificate.name === name && certificate.businessType === type,
        );
        return (
          <Card withBorder padding="xs" key={name}>
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {name}
              </Text>
              {uploaded.map((certificate) => (
                <Group key={certificate._id} gap="xs" wrap="nowrap">
                  <Anchor href={certificate.file} target="_blank" rel="noopener" size="sm">
                    {t('profile.uploaded', { file: certificate.fileName || name })}
                  </Anchor>
                  <CloseButton
                    aria-label={t('profile.removeCertificate', { name })}
                    onClick={() => remove.mutate(certificate._id)}
                  />
                </Group>
              ))}
              <label>
                <Text size="sm" component="span">
                  {t('profile.certificateFile', { name })}
                </Text>
                <input
                  type="file"
                  accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/png,image/jpeg"
                  disabled={add.isPending}
                  style={{ display: 'block', maxWidth: '100%' }}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    if (file) add.mutate({ businessType: type, name, file });
                    event.currentTarget.value = '';
                  }}
                />
              </label>
            </Stack>
          </Card>
        );
      })}
      {add.isError && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(add.error, GENERIC_ERROR)}
        </Text>
      )}
    </Stack>
  );
}

function ProfileForm({
  profile,
  withIndustry = true,
}: {
  profile: CompanyProfile;
  withIndustry?: boolean;
}) {
  const t = useCompanyT();
  const tm = useMessageT();
  const industry = useJobValue();
  const user = useCurrentUser();
  const submit = useSubmitProfile();
  const [form, setForm] = useState(() => toForm(profile));
  const [error, setError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const text = (key: Exclude<keyof Form, 'founders'>, label: string, max = 200) => (
    <TextInput
      label={label}
      value={form[key]}
      maxLength={max}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!user.data) {
          setError(tm(COMPANY_AREA_MESSAGES.notLoggedIn));
          return;
        }
        const fields = {
          name: form.name,
          industry: form.industry,
          location: form.location,
          description: form.description,
          website: form.website,
          productNo: form.productNo,
          gstNo: form.gstNo,
          established: form.established,
          founders: form.founders,
          contact: {
            phone: form.phone,
            email: form.email,
            website: form.contactWebsite,
            address: form.address,
          },
          businessType: form.businessType,
        };
        const input = withIndustry
          ? parseOrShow(
              companyProfileInputSchema,
              fields,
              setError,
              COMPANY_AREA_MESSAGES.submitFailed,
            )
          : parseOrShow(
              aharProfileInputSchema,
              fields,
              setError,
              COMPANY_AREA_MESSAGES.submitFailed,
            );
        if (!input || imageError) return;
        submit.mutate({ input, image });
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.details')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('productNo', t('profile.productNo'), 50)}
          {text('name', t('profile.name'), 120)}
          {text('gstNo', t('profile.gstNo'), 20)}
          {text('established', t('profile.established'), 4)}
          {text('website', t('profile.website'))}
          {text('location', t('profile.location'), 80)}
          {withIndustry && (
            <Select
              label={t('profile.industry')}
              value={form.industry || null}
              onChange={(value) => set('industry', value ?? '')}
              data={JOB_INDUSTRIES.map((value) => ({
                value,
                label: industry(value),
              }))}
            />
          )}
          <Select
            label={t('profile.businessType')}
            value={form.businessType || null}
            onChange={(value) => set('businessType', value ?? '')}
            data={[...BUSINESS_TYPES]}
          />
        </SimpleGrid>
        <Textarea
          label={t('profile.description')}
          value={form.description}
          maxLength={2000}
          autosize
          minRows={2}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('profile.founders')}
          </Title>
          {form.founders.map((founder, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t('profile.founder', { number: index + 1 })}
                value={founder}
                maxLength={100}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  set(
                    'founders',
                    form.founders.map((entry, i) => (i === index ? value : entry)),
                  );
                }}
              />
              {/* At least one founder stays: the last one has no remove button. */}
              {form.founders.length > 1 && (
                <CloseButton
                  mb={6}
                  aria-label={t('profile.removeFounder', { number: index + 1 })}
                  onClick={() =>
                    set(
                      'founders',
                      form.founders.filter((_, i) => i !== index),
                    )
                  }
                />
              )}
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              disabled={form.founders.length >= 20}
              onClick={() => set('founders', [...form.founders, ''])}
            >
              {t('profile.addFounder')}
            </Button>
          </Group>
        </Stack>
        <Group gap="sm" align="flex-end">
          <CompanyLogo name={profile.name} logo={profile.logo} size={56} />
          <FileInput
            label={t('profile.logo')}
            accept={IMAGE_TYPES.join(',')}
            value={image}
            clearable
            error={imageError && tm(imageError)}
            onChange={(file) => {
              const bad =
                file && (!IMAGE_TYPES.includes(file.type) || file.size > PROFILE_PHOTO_MAX_BYTES);
              setImageError(bad ? COMPANY_MESSAGES.logo : null);
              setImage(bad ? null : file);
            }}
            style={{ flex: 1, minWidth: 0 }}
          />
        </Group>
        <Title order={3} size="h5">
          {t('profile.contact')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('phone', t('profile.phone'), 10)}
          {text('email', t('profile.email'))}
          {text('contactWebsite', `${t('profile.contact')}: ${t('profile.website')}`)}
          {text('address', t('profile.address'), 300)}
        </SimpleGrid>
        {(error ?? submit.error) && (
          <Alert color="red" role="alert" title={tm(COMPANY_AREA_MESSAGES.submitFailed)}>
            {error ?? errorMessage(submit.error, GENERIC_ERROR)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {t('profile.submit')}
          </Button>
        </Group>
        <Title order={3} size="h5">
          {t('profile.certificates')}
        </Title>
        <Certificates profile={profile} />
      </Stack>
    </form>
  );
}

/** Edit Profile: the same company the job portal shows, with the area's tables. */
export function ProfileEditPanel() {
  const { profile, fallback } = useProfile();
  if (!profile) return fallback;
  return <ProfileForm key={profile._id} profile={profile} />;
}
