import { useState } from 'react';
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
import { errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { CompanyLogo } from './job-card';

interface CompanyValues {
  name: string;
  industry: string;
  location: string;
  description: string;
  website: string;
}

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
        <TextInput label="Company Name" withAsterisk {...form.getInputProps('name')} />
        <NativeSelect
          label="Industry"
          withAsterisk
          data={[{ value: '', label: 'Choose an industry' }, ...JOB_INDUSTRIES]}
          {...form.getInputProps('industry')}
        />
        <TextInput label="Location" withAsterisk {...form.getInputProps('location')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <TextInput label="Website" placeholder="https://" {...form.getInputProps('website')} />
        <Input.Wrapper label="Logo" error={logoError} id="company-logo-wrapper">
          <Group gap="sm" mt={4}>
            {company && <CompanyLogo name={company.name} logo={company.logo} />}
            <input
              id="company-logo"
              aria-label="Logo"
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
        {Boolean(error) && <Alert color="red">{errorMessage(error, GENERIC_ERROR)}</Alert>}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
