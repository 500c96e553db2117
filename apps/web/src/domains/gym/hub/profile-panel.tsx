import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  GYM_BRANCH_IDS,
  GYM_DEFAULT_ID,
  GYM_PROFILE_MESSAGES,
  GYM_TAX_TYPES,
  gymProfileInputSchema,
  type GymProfile,
  gymApi,
  readablePhone,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { callEndpoint, useEndpoint, useRefresh } from '../../../lib/endpoint';
import { wrongFileType } from '../../../lib/file-choice';
import { zodFormResolver } from '../../../lib/zod-form';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { IMAGE_TYPES } from './files';
import { useGymHubT } from './i18n';
import './hub.css';

const TEXT_FIELDS = [
  'name',
  'contactNo',
  'email',
  'mainAddress',
  'branchname',
  'gymId',
  'founder',
  'address',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

interface ProfileDraft extends Record<TextField, string> {
  branchId: string;
  taxes: { type: string; taxNo: string }[];
}

const EMPTY: ProfileDraft = {
  name: '',
  contactNo: '',
  email: '',
  mainAddress: '',
  branchname: '',
  gymId: GYM_DEFAULT_ID,
  founder: '',
  address: '',
  branchId: GYM_BRANCH_IDS[0],
  taxes: [],
};

const toDraft = (profile: GymProfile): ProfileDraft => ({
  name: profile.name,
  contactNo: profile.contactNo,
  email: profile.email,
  mainAddress: profile.mainAddress,
  branchname: profile.branchname,
  gymId: profile.gymId,
  founder: profile.founder,
  address: profile.address,
  branchId: profile.branchId,
  taxes: profile.taxes.map((tax) => ({ ...tax })),
});

/** What the card shows, in order. */
const FACTS = [
  'vedanId',
  'gymId',
  'branchId',
  'branchname',
  'founder',
  'contactNo',
  'email',
  'mainAddress',
  'address',
] as const;
// A sign, not a word: the button's name is its label.
const REMOVE_SIGN = '×';

/**
 * The gym profile (spec 03 sections 2 and 4): a read-only card, or the edit form whose button
 * reads Submit for a new profile and Updated for an existing one; after saving, the card.
 */
export function GymProfilePanel() {
  const t = useGymHubT();
  const profile = useEndpoint(gymApi.hub.profile, {});
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return <Loading />;
  if (profile.isError)
    return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  const saved = profile.data.profile;
  if (!saved || editing)
    return (
      <ProfileForm
        saved={saved}
        onDone={() => setEditing(false)}
        onCancel={saved ? () => setEditing(false) : undefined}
      />
    );
  return (
    <Card withBorder padding="lg" aria-label={t('profile.title')} component="section">
      <Group align="flex-start" wrap="wrap" gap="lg">
        {saved.image && (
          <Image
            src={saved.image}
            alt={t('profile.imageOf', { name: saved.name })}
            w={120}
            h={120}
            radius="md"
          />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h3">
            {saved.name}
          </Title>
          <dl className="gym-hub-facts">
            {FACTS.map((key) => (
              <Group key={key} gap="xs" wrap="wrap">
                <Text component="dt" fw={600}>
                  {t(`profile.${key}`)}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {key === 'contactNo' ? readablePhone(saved.contactNo) : saved[key]}
                </Text>
              </Group>
            ))}
          </dl>
          <Title order={3} size="h5" mt="sm">
            {t('profile.taxes')}
          </Title>
          {saved.taxes.length === 0 ? (
            <Text>{t('profile.noTaxes')}</Text>
          ) : (
            <Table aria-label={t('profile.taxes')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('profile.taxType')}</Table.Th>
                  <Table.Th>{t('profile.taxNo')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {saved.taxes.map((tax) => (
                  <Table.Tr key={`${tax.type}-${tax.taxNo}`}>
                    <Table.Td>{tax.type}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{tax.taxNo}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Group>
      <Group mt="md">
        <Button onClick={() => setEditing(true)}>{t('profile.edit')}</Button>
      </Group>
    </Card>
  );
}

function ProfileForm({
  saved,
  onDone,
  onCancel,
}: {
  saved: GymProfile | null;
  onDone: () => void;
  onCancel: (() => void) | undefined;
}) {
  const t = useGymHubT();
  const tm = useMessageT();
  const refresh = useRefresh([gymApi.hub.profile]);
  const [draft, setDraft] = useState<ProfileDraft>(saved ? toDraft(saved) : EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: FormData) =>
      saved
        ? callEndpoint(gymApi.hub.updateProfile, { params: { id: saved._id }, body })
        : callEndpoint(gymApi.hub.createProfile, { body }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      await refresh();
      onDone();
    },
  });
  const set = (field: TextField | 'branchId', value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const setTax = (index: number, change: Partial<{ type: string; taxNo: string }>) =>
    setDraft((current) => ({
      ...current,
      taxes: current.taxes.map((tax, i) => (i === index ? { ...tax, ...change } : tax)),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFormResolver(gymProfileInputSchema)(draft) as Record<string, string>;
    const wrongImage = wrongFileType(image, IMAGE_TYPES, GYM_PROFILE_MESSAGES.image);
    if (wrongImage) found.image = tm(wrongImage);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = new FormData();
    for (const field of [...TEXT_FIELDS, 'branchId'] as const) body.set(field, draft[field]);
    body.set('taxes', JSON.stringify(draft.taxes));
    if (image) body.set('image', image);
    save.mutate(body);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('profile.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`profile.${field}`)}
              type={field === 'email' ? 'email' : 'text'}
              value={draft[field]}
              error={errors[field]}
              onChange={(event) => set(field, event.currentTarget.value)}
            />
          ))}
          <NativeSelect
            label={t('profile.branchId')}
            value={draft.branchId}
            error={errors.branchId}
            data={[...GYM_BRANCH_IDS]}
            onChange={(event) => set('branchId', event.currentTarget.value)}
          />
          <FileInput
            label={t('profile.image')}
            accept={IMAGE_TYPES}
            value={image}
            error={errors.image}
            clearable
            onChange={(file) => {
              // The spec's words as soon as a file of another type is chosen.
              const wrong = wrongFileType(file, IMAGE_TYPES, GYM_PROFILE_MESSAGES.image);
              setErrors((current) => ({ ...current, image: wrong ? tm(wrong) : '' }));
              setImage(file);
            }}
          />
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('profile.taxes')}
        </Title>
        {errors.taxes && <Text c="red">{errors.taxes}</Text>}
        {draft.taxes.map((tax, index) => (
          <fieldset key={index} className="gym-hub-fieldset">
            <legend>{t('profile.taxRow', { n: index + 1 })}</legend>
            <Group align="flex-end" wrap="wrap">
              <NativeSelect
                label={t('profile.taxType')}
                value={tax.type}
                error={errors[`taxes.${index}.type`]}
                data={[...GYM_TAX_TYPES]}
                onChange={(event) => setTax(index, { type: event.currentTarget.value })}
              />
              <TextInput
                label={t('profile.taxNo')}
                value={tax.taxNo}
                error={errors[`taxes.${index}.taxNo`]}
                onChange={(event) => setTax(index, { taxNo: event.currentTarget.value })}
                style={{ flex: 1, minWidth: 180 }}
              />
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={t('profile.removeTax', { n: index + 1 })}
                onClick={() =>
                  setDraft((current) => ({
                    ...current,
                    taxes: current.taxes.filter((_, i) => i !== index),
                  }))
                }
              >
                <span aria-hidden>{REMOVE_SIGN}</span>
              </ActionIcon>
            </Group>
          </fieldset>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() =>
              setDraft((current) => ({
                ...current,
                taxes: [...current.taxes, { type: GYM_TAX_TYPES[0], taxNo: '' }],
              }))
            }
          >
            {t('profile.addTax')}
          </Button>
        </Group>
        {save.isError && <Alert color="red">{errorMessage(save.error, GENERIC_ERROR)}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {saved ? t('profile.updated') : t('profile.submit')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('profile.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
