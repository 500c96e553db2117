import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { readablePhone } from '@vedann/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useJobValue, CompanyLogo } from '../jobs';
import { useCompanyProfile } from './company-api';
import { companyPagePath } from '../../ui/company-link';
import { useCompanyT } from './i18n';
import { ProfileForm } from './profile-form';

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
          [t('profile.phone'), readablePhone(profile.contact.phone)],
          [t('profile.email'), profile.contact.email],
          [t('profile.website'), profile.contact.website],
          [t('profile.address'), profile.contact.address],
        ]}
      />
    </Stack>
  );
}

/** Edit Profile: the same company the job portal shows, with the area's tables. */
export function ProfileEditPanel() {
  const { profile, fallback } = useProfile();
  if (!profile) return fallback;
  return <ProfileForm key={profile._id} profile={profile} />;
}
