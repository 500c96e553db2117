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
import { useMessageT } from '../../i18n';
import { parseOrShow } from '../../lib/zod-form';
import { useCurrentUser } from '../../lib/auth';
import { errorMessage } from '../../lib/api';
import { useJobValue, CompanyLogo } from '../jobs';
import { useCertificates, useSubmitProfile } from './company-api';
import { useCompanyT } from './i18n';

/** The logo's accepted types: the server checks the bytes (http/file-type.ts). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

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

/** The form's values in the profile's shape, for the contract's schema to check. */
const toFields = (form: Form) => ({
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
});

function Certificates({ profile }: { profile: CompanyProfile }) {
  const t = useCompanyT();
  const certificates = useCertificates();
  const add = certificates.create;
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
                    onClick={() => certificates.removeOne(certificate._id)}
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
                    if (file) certificates.add({ businessType: type, name, file });
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

/** The founders, one field each; at least one stays, at most 20. */
function FounderFields({
  founders,
  onChange,
}: {
  founders: string[];
  onChange: (founders: string[]) => void;
}) {
  const t = useCompanyT();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('profile.founders')}
      </Title>
      {founders.map((founder, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={t('profile.founder', { number: index + 1 })}
            value={founder}
            maxLength={100}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange(founders.map((entry, i) => (i === index ? value : entry)));
            }}
          />
          {/* At least one founder stays: the last one has no remove button. */}
          {founders.length > 1 && (
            <CloseButton
              mb={6}
              aria-label={t('profile.removeFounder', { number: index + 1 })}
              onClick={() => onChange(founders.filter((_, i) => i !== index))}
            />
          )}
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={founders.length >= 20}
          onClick={() => onChange([...founders, ''])}
        >
          {t('profile.addFounder')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The logo: a chosen file of the wrong type or over the size is refused here, with its message. */
function LogoField({
  profile,
  image,
  error,
  onChange,
}: {
  profile: CompanyProfile;
  image: File | null;
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
}) {
  const t = useCompanyT();
  const tm = useMessageT();
  return (
    <Group gap="sm" align="flex-end">
      <CompanyLogo name={profile.name} logo={profile.logo} size={56} />
      <FileInput
        label={t('profile.logo')}
        accept={IMAGE_TYPES.join(',')}
        value={image}
        clearable
        error={error && tm(error)}
        onChange={(file) => {
          const bad =
            file && (!IMAGE_TYPES.includes(file.type) || file.size > PROFILE_PHOTO_MAX_BYTES);
          onChange(bad ? null : file, bad ? COMPANY_MESSAGES.logo : null);
        }}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}

/** The profile's form: details, founders, logo, contact, then the certificates. */
export function ProfileForm({
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
        const fields = toFields(form);
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
        <FounderFields
          founders={form.founders}
          onChange={(founders) => set('founders', founders)}
        />
        <LogoField
          profile={profile}
          image={image}
          error={imageError}
          onChange={(file, error) => {
            setImageError(error);
            setImage(file);
          }}
        />
        <Title order={3} size="h5">
          {t('profile.contact')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.phone')}
            type="tel"
            value={form.phone}
            onChange={(event) => set('phone', event.currentTarget.value)}
          />
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
