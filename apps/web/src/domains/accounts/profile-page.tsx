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
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_PHOTO_MAX_BYTES,
  USER_MESSAGES,
  updateProfileInputSchema,
  type Role,
  type User,
  type UserResponse,
} from '@vedann/contracts';
import { Link } from 'react-router';
import { apiSend, errorMessage } from '../../lib/api';
import { ME_QUERY_KEY, useCurrentUser } from '../../lib/auth';
import { zodFormResolver } from '../../lib/zod-form';

interface ProfileValues {
  fullname: string;
  email: string;
  phoneNumber: string;
  bio: string;
  updatedHandlerName: string;
}

/** Spec 01 section 2.1: the wording differs by role. */
const ROLE_WORDING: Record<Role, { heading: string; intro: string }> = {
  librarian: {
    heading: 'Librarian Profile',
    intro: 'Your libraries, their seats, members, books and fees are managed from here.',
  },
  student: {
    heading: 'Student Profile',
    intro: 'Libraries you join and recruiters you apply to see this profile.',
  },
  recruiter: {
    heading: 'Recruiter Profile',
    intro: 'Candidates see this profile with your companies and jobs.',
  },
};

function valuesOf(user: User): ProfileValues {
  return {
    fullname: user.fullname,
    email: user.email,
    phoneNumber: user.phoneNumber,
    bio: user.profile.bio,
    updatedHandlerName: user.profile.handlerName,
  };
}

function isAcceptablePhoto(file: File): boolean {
  return file.type.startsWith('image/') && file.size <= PROFILE_PHOTO_MAX_BYTES;
}

function ProfileEditor({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [editingHandler, setEditingHandler] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  // Clearing the native input lets the same file be chosen again after a refusal.
  const resetPhotoInput = useRef<() => void>(null);
  const wording = ROLE_WORDING[user.role];

  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: zodFormResolver<ProfileValues>(updateProfileInputSchema),
  });

  const onSaved = (data: UserResponse) => {
    queryClient.setQueryData(ME_QUERY_KEY, data.user);
    notifications.show({ color: 'green', message: data.message ?? USER_MESSAGES.profileUpdated });
  };

  const save = useMutation({
    mutationFn: (values: ProfileValues) =>
      apiSend<UserResponse>('PUT', '/user/update-profile', values),
    onSuccess: (data) => {
      onSaved(data);
      // The server normalises what it stores (trimmed, lower-case email); show its version.
      const saved = valuesOf(data.user);
      form.setInitialValues(saved);
      form.setValues(saved);
      setEditingHandler(false);
    },
  });

  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('profilePhoto', file);
      return apiSend<UserResponse>('PUT', '/user/update-profile', body);
    },
    onSuccess: (data) => {
      onSaved(data);
      setPhoto(null);
      resetPhotoInput.current?.();
    },
    // Clearing the choice lets the same file be tried again once the cause is fixed.
    onError: () => {
      setPhoto(null);
      resetPhotoInput.current?.();
    },
  });

  const choosePhoto = (file: File | null) => {
    upload.reset();
    if (file && !isAcceptablePhoto(file)) {
      // The spec words this check as a browser alert; the server checks the content again.
      window.alert(USER_MESSAGES.photo);
      setPhoto(null);
      resetPhotoInput.current?.();
      return;
    }
    setPhoto(file);
    if (file) upload.mutate(file);
  };

  const failure = save.error ?? upload.error;

  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{wording.heading}</Title>
        <Text c="dimmed" mt="xs">
          {wording.intro}
          {user.role === 'librarian' && (
            <>
              {' '}
              <Anchor component={Link} to="/mgtservice">
                Go to my libraries
              </Anchor>
            </>
          )}
        </Text>
      </div>

      <Paper withBorder p="md">
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
            <Text fw={700} fz="lg">
              {user.fullname}
            </Text>
            {user.profile.bio && <Text>{user.profile.bio}</Text>}
            <Text size="sm">{user.email}</Text>
            <Text size="sm">{user.phoneNumber}</Text>
          </Stack>
        </Group>
        <FileInput
          mt="md"
          label="Profile photo"
          description="An image of at most 2 MB."
          placeholder="Choose an image"
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
          <TextInput label="Vedan ID" value={user.profile.userId} readOnly />
          <TextInput label="Full Name" autoComplete="name" {...form.getInputProps('fullname')} />
          <Textarea label="Bio" autosize minRows={2} {...form.getInputProps('bio')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.getInputProps('phoneNumber')}
          />

          {/* Spec 01 section 4: Edit and Save only switch the display; Save Changes persists. */}
          <Group align="flex-end" wrap="nowrap">
            {editingHandler ? (
              <TextInput
                label="Handler name"
                style={{ flex: 1 }}
                {...form.getInputProps('updatedHandlerName')}
              />
            ) : (
              <div style={{ flex: 1 }}>
                <Text size="sm" fw={500}>
                  Handler name
                </Text>
                <Text data-testid="handler-name">
                  {form.values.updatedHandlerName || 'Not set'}
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
              {editingHandler ? 'Save' : 'Edit'}
            </Button>
          </Group>

          {failure && (
            <Alert color="red">{errorMessage(failure, USER_MESSAGES.profileFailed)}</Alert>
          )}

          <Group>
            <Button type="submit" loading={save.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function ProfilePage() {
  const { data: user } = useCurrentUser();
  // RequireAuth guarantees an account here; the check only satisfies the type.
  if (!user) return null;
  return <ProfileEditor user={user} />;
}
