import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  Input,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMPANY_MESSAGES,
  GENERIC_ERROR,
  JOB_INDUSTRIES,
  PROFILE_PHOTO_MAX_BYTES,
  companyInputSchema,
  type Company,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { useJobValue, useJobsT } from './i18n';
import { CompanyLogo } from './job-card';

interface CompanyValues {
  name: string;
  industry: string;
  location: string;
  description: string;
  website: string;
}

/** The start of a web address, as a hint (not a word). */
const URL_HINT = 'https://';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The company's fields and logo, for registering and for editing; sent as multipart. */
export function CompanyForm({
  company,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  company?: Company;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: FormData) => void;
}) {
  const t = useJobsT();
  const tm = useMessageT();
  const value = useJobValue();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<CompanyValues>({
    mode: 'controlled',
    initialValues: {
      name: company?.name ?? '',
      industry: company?.industry ?? '',
      location: company?.location ?? '',
      description: company?.description ?? '',
      website: company?.website ?? '',
    },
    validate: zodFormResolver<CompanyValues>(companyInputSchema),
  });

  // The contract's messages, shown in the chosen language.
  const field = (name: keyof CompanyValues) => {
    const props = form.getInputProps(name);
    const error = props.error as ReactNode;
    return { ...props, error: typeof error === 'string' ? tm(error) : error };
  };

  const submit = form.onSubmit((values) => {
    if (logoError) return;
    const body = new FormData();
    for (const name of Object.keys(values) as (keyof CompanyValues)[]) body.set(name, values[name]);
    if (logo) body.set('logo', logo);
    onSubmit(body);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label={t('companyForm.name')} withAsterisk {...field('name')} />
        <NativeSelect
          label={t('companyForm.industry')}
          withAsterisk
          data={[
            { value: '', label: t('companyForm.chooseIndustry') },
            ...JOB_INDUSTRIES.map((industry) => ({ value: industry, label: value(industry) })),
          ]}
          {...field('industry')}
        />
        <TextInput label={t('companyForm.location')} withAsterisk {...field('location')} />
        <Textarea
          label={t('companyForm.description')}
          autosize
          minRows={2}
          {...field('description')}
        />
        <TextInput label={t('companyForm.website')} placeholder={URL_HINT} {...field('website')} />
        <Input.Wrapper
          label={t('companyForm.logo')}
          error={logoError && tm(logoError)}
          id="company-logo-wrapper"
        >
          <Group gap="sm" mt={4}>
            {company && <CompanyLogo name={company.name} logo={company.logo} />}
            <input
              id="company-logo"
              aria-label={t('companyForm.logo')}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0] ?? null;
                const bad =
                  file && (!IMAGE_TYPES.includes(file.type) || file.size > PROFILE_PHOTO_MAX_BYTES);
                setLogoError(bad ? COMPANY_MESSAGES.logo : null);
                setLogo(bad ? null : file);
              }}
            />
          </Group>
          {logo && (
            <Text size="xs" c="dimmed">
              {logo.name}
            </Text>
          )}
        </Input.Wrapper>
        {Boolean(error) && <Alert color="red">{tm(errorMessage(error, GENERIC_ERROR))}</Alert>}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
