import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  GYM_DOCUMENTS,
  GYM_GENDERS,
  GYM_MEMBER_MESSAGES,
  gymMemberInputSchema,
  gymApi,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoint';
import { wrongFileType } from '../../../lib/file-choice';
import { zodFormResolver } from '../../../lib/zod-form';
import { useGymMembersT, useMemberChangeText } from './i18n';
import { useChoices, useRefreshMemberLists } from './member-data';
import { DateField } from '../../../ui/date-field';
import { MemberMessageFields, type MemberMessageDraft } from '../../messages';

/** The profile image's types; the server checks the bytes. */
const MEMBER_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const FIELDS = [
  'name',
  'mobile',
  'email',
  'address',
  'dateOfBirth',
  'caseOf',
  'joinDate',
  'memberId',
  'vedanId',
  'state',
  'remarks',
] as const;
type Field = (typeof FIELDS)[number];
type MemberDraft = Record<
  Field | 'gender' | 'document' | 'batch' | keyof MemberMessageDraft,
  string
>;
const EMPTY: MemberDraft = {
  name: '',
  mobile: '',
  email: '',
  address: '',
  dateOfBirth: '',
  caseOf: '',
  joinDate: '',
  memberId: '',
  vedanId: '',
  state: '',
  remarks: '',
  gender: 'male',
  document: 'today plan',
  batch: '',
  messageChannel: '',
  messageLanguage: '',
};

/** The add form: every field of spec 03 section 3, the photo sent as multipart. */
export function AddMember() {
  const t = useGymMembersT();
  const tm = useMessageT();
  const changeText = useMemberChangeText();
  const refresh = useRefreshMemberLists();
  const choices = useChoices();
  const [draft, setDraft] = useState<MemberDraft>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [packageId, setPackageId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: async (body: FormData) => {
      const added = await callEndpoint(gymApi.members.add, { body });
      if (!packageId) return changeText.added(added.member);
      const sold = await callEndpoint(gymApi.members.sellPackage, {
        params: { id: added.member._id },
        body: { packageId },
      });
      return changeText.sold(sold.member);
    },
    onSuccess: async (message) => {
      notifications.show({ color: 'green', message });
      setDraft(EMPTY);
      setPhoto(null);
      setPackageId('');
      await refresh();
    },
  });
  const set = (field: keyof MemberDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFormResolver(gymMemberInputSchema)(draft) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = new FormData();
    for (const [field, value] of Object.entries(draft)) body.set(field, value);
    if (photo) body.set('profileImage', photo);
    create.mutate(body);
  };
  const dateField = (field: Field) => field === 'dateOfBirth' || field === 'joinDate';
  return (
    <Card
      withBorder
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('members.addTitle')}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('members.addTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {FIELDS.map((field) =>
            dateField(field) ? (
              <DateField
                key={field}
                label={t(`members.${field}`)}
                value={draft[field]}
                error={errors[field] ? tm(errors[field]) : undefined}
                onChange={(value) => set(field, value)}
              />
            ) : (
              <TextInput
                key={field}
                label={t(`members.${field}`)}
                type={field === 'email' ? 'email' : 'text'}
                required={field === 'name' || field === 'mobile'}
                value={draft[field]}
                error={errors[field] ? tm(errors[field]) : undefined}
                onChange={(event) => set(field, event.currentTarget.value)}
              />
            ),
          )}
          <NativeSelect
            label={t('members.gender')}
            value={draft.gender}
            data={GYM_GENDERS.map((value) => ({ value, label: t(`members.genders.${value}`) }))}
            onChange={(event) => set('gender', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('members.document')}
            value={draft.document}
            data={GYM_DOCUMENTS.map((value) => ({ value, label: t(`members.documents.${value}`) }))}
            onChange={(event) => set('document', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('members.batch')}
            value={draft.batch}
            data={[
              { value: '', label: t('members.noBatch') },
              ...(choices.data?.batches ?? []).map((b) => ({
                value: b._id,
                label: `${b.batchName} (${b.free})`,
                disabled: b.free <= 0,
              })),
            ]}
            onChange={(event) => set('batch', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('members.package')}
            value={packageId}
            data={[
              { value: '', label: t('members.noPlanYet') },
              ...(choices.data?.packages ?? []).map((p) => ({
                value: p._id,
                label: `${p.name} (${p.range})`,
              })),
            ]}
            onChange={(event) => setPackageId(event.currentTarget.value)}
          />
          <MemberMessageFields value={draft} onChange={set} />
          <FileInput
            label={t('members.profileImage')}
            accept={MEMBER_IMAGE_TYPES}
            value={photo}
            clearable
            error={errors.profileImage ? tm(errors.profileImage) : undefined}
            onChange={(file) => {
              // Only an image is kept: another file gets the field's words and is not sent.
              const wrong = wrongFileType(file, MEMBER_IMAGE_TYPES, GYM_MEMBER_MESSAGES.image);
              setErrors((current) => ({ ...current, profileImage: wrong ?? '' }));
              setPhoto(wrong ? null : file);
            }}
          />
        </SimpleGrid>
        {create.isError && (
          <Alert color="red">{tm(errorMessage(create.error, GENERIC_ERROR))}</Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('members.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
