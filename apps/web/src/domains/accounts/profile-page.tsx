import { useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  FileInput,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_PHOTO_MAX_BYTES,
  USER_MESSAGES,
  accountsApi,
  nationalPhone,
  readablePhone,
  updateProfileInputSchema,
  type User,
  type UserResponse,
} from '@vedann/contracts';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { ME_QUERY_KEY, useCurrentUser } from '../../lib/auth';
import { useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { useMessageT } from '../../i18n';
import { usePageTitle } from '../../ui/page-title';
import { useAccountsT } from './i18n';
import { translated } from '../../lib/form-errors';

interface ProfileValues {
  fullname: string;
  email: string;
  phoneNumber: string;
  bio: string;
  updatedHandlerName: string;
}

function valuesOf(user: User): ProfileValues {
  return {
    fullname: user.fullname,
    email: user.email,
    // The field takes the number as people type it (ten digits in India); it is kept in E.164.
    phoneNumber: nationalPhone(user.phoneNumber),
    bio: user.profile.bio,
    updatedHandlerName: user.profile.handlerName,
  };
}

function isAcceptablePhoto(file: File): boolean {
  return file.type.startsWith('image/') && file.size <= PROFILE_PHOTO_MAX_BYTES;
}

/** The page's heading and introduction, by role; a librarian's links their libraries. */
function ProfileHeading({ user }: { user: User }) {
  const t = useAccountsT();
  return (
    <div>
      <Title order={1}>{t(`profile.${user.role}.heading`)}</Title>
      <Text c="dimmed" mt="xs">
        {t(`profile.${user.role}.intro`)}
        {user.role === 'librarian' && (
          <>
            {' '}
            {/* Underlined: a link inside text must not stand out by colour alone. */}
            <Anchor component={Link} to="/mgtservice" underline="always">
              {t('profile.myLibraries')}
            </Anchor>
          </>
        )}
      </Text>
    </div>
  );
}

/** Who the account is: photo, name, bio and how to reach them. */
function UserSummary({ user }: { user: User }) {
  return (
    <Group align="flex-start" wrap="wrap" gap="lg">
      <Avatar
        src={user.profile.profilePhoto}
        name={user.fullname}
        alt={user.fullname}
        size={96}
        radius={96}
        color="initials"
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
        <Title order={2} size="h4">
          {user.fullname}
        </Title>
        {user.profile.bio && <Text>{user.profile.bio}</Text>}
        <Text size="sm">{user.email}</Text>
        <Text size="sm">{readablePhone(user.phoneNumber)}</Text>
      </Stack>
    </Group>
  );
}

/** The handler's name: shown, or edited after Edit; Save checks it before showing it again. */
function HandlerNameField({
  form,
  editing: editingHandler,
  setEditing: setEditingHandler,
}: {
  form: UseFormReturnType<ProfileValues>;
  editing: boolean;
  setEditing: (editing: boolean) => void;
}) {
  const t = useAccountsT();
  return (
    <Group align="flex-end" wrap="nowrap">
      {editingHandler ? (
        <TextInput
          label={t('profile.handlerName')}
          style={{ flex: 1 }}
          {...form.getInputProps('updatedHandlerName')}
        />
      ) : (
        <div style={{ flex: 1 }}>
          <Text size="sm" fw={500}>
            {t('profile.handlerName')}
          </Text>
          <Text data-testid="handler-name">
            {form.values.updatedHandlerName || t('profile.notSet')}
          </Text>
        </div>
      )}
      <Button
        variant="default"
        onClick={() => {
          if (editingHandler && form.validateField('updatedHandlerName').hasError) return;
          setEditingHandler(!editingHandler);
        }}
      >
        {editingHandler ? t('profile.save') : t('profile.edit')}
      </Button>
    </Group>
  );
}

function ProfileEditor({ user }: { user: User }) {
  const t = useAccountsT();
  const tm = useMessageT();
  const queryClient = useQueryClient();
  const [editingHandler, setEditingHandler] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  // Clearing the native input lets the same file be chosen again after a refusal.
  const resetPhotoInput = useRef<() => void>(null);

  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: translated(zodFormResolver<ProfileValues>(updateProfileInputSchema)),
  });

  const onSaved = (data: UserResponse) => {
    queryClient.setQueryData(ME_QUERY_KEY, data.user);
    notifications.show({
      color: 'green',
      message: tm(data.message ?? USER_MESSAGES.profileUpdated),
    });
  };

  const save = useEndpointMutation(accountsApi.updateProfile, {
    toCall: (values: ProfileValues) => ({ body: values }),
    onSuccess: (data) => {
      onSaved(data);
      // The server normalises what it stores (trimmed, lower-case email); show its version.
      const saved = valuesOf(data.user);
      form.setInitialValues(saved);
      form.setValues(saved);
      setEditingHandler(false);
    },
  });

  const clearPhoto = () => {
    setPhoto(null);
    resetPhotoInput.current?.();
  };
  const upload = useEndpointMutation(accountsApi.updateProfile, {
    toCall: (file: File) => {
      const body = new FormData();
      body.append('profilePhoto', file);
      return { body };
    },
    onSuccess: (data) => {
      onSaved(data);
      clearPhoto();
    },
  });

  const choosePhoto = (file: File | null) => {
    upload.reset();
    if (file && !isAcceptablePhoto(file)) {
      // The spec words this check as a browser alert; the server checks the content again.
      window.alert(tm(USER_MESSAGES.photo));
      clearPhoto();
      return;
    }
    setPhoto(file);
    // Clearing the choice lets the same file be tried again once the cause is fixed.
    if (file) upload.mutate(file, { onError: clearPhoto });
  };

  const failure = save.error ?? upload.error;

  return (
    <Stack gap="lg" py="md">
      <ProfileHeading user={user} />

      <Paper withBorder p="md">
        <UserSummary user={user} />
        <FileInput
          mt="md"
          label={t('profile.photo')}
          description={t('profile.photoHint')}
          placeholder={t('profile.photoPlaceholder')}
          accept="image/*"
          name="profilePhoto"
          resetRef={resetPhotoInput}
          value={photo}
          onChange={choosePhoto}
          disabled={upload.isPending}
          clearable
        />
      </Paper>

      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <TextInput label={t('profile.vedanId')} value={user.profile.userId} readOnly />
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            {...form.getInputProps('fullname')}
          />
          <Textarea label={t('profile.bio')} autosize minRows={2} {...form.getInputProps('bio')} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('fields.phoneNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.getInputProps('phoneNumber')}
          />

          {/* Spec 01 section 4: Edit and Save only switch the display; Save Changes persists. */}
          <HandlerNameField form={form} editing={editingHandler} setEditing={setEditingHandler} />

          {failure && (
            <Alert color="red">{tm(errorMessage(failure, USER_MESSAGES.profileFailed))}</Alert>
          )}

          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('profile.saveChanges')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function ProfilePage() {
  const t = useAccountsT();
  const { data: user } = useCurrentUser();
  // "Student Profile", not "Profile": the word alone titles other pages too.
  usePageTitle(user ? t(`profile.${user.role}.heading`) : t('profile.title'));
  // RequireAuth guarantees an account here; the check only satisfies the type.
  if (!user) return null;
  return <ProfileEditor user={user} />;
}
