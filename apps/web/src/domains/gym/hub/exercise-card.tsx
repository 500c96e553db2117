import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  Image,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  EXERCISE_MESSAGES,
  exercisePatchSchema,
  type Exercise,
  type ExerciseLibraryApi,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { useEndpointMutation, useRefresh } from '../../../lib/endpoint';
import { wrongFileType } from '../../../lib/file-choice';
import { zodFormResolver } from '../../../lib/zod-form';
import { useConfirm } from '../../../ui/confirm';
import { IMAGE_TYPES } from './files';
import { useGymHubT } from './i18n';
import './hub.css';

interface ExerciseDraft extends Record<string, string | boolean> {
  name: string;
  set: boolean;
  rep: boolean;
  focusArea: string;
  equipment: string;
}

const toDraft = (exercise: Exercise): ExerciseDraft => ({
  name: exercise.name,
  set: exercise.set,
  rep: exercise.rep,
  focusArea: exercise.focusArea,
  equipment: exercise.equipment,
});

/** The exercise's image, a button that chooses another while editing, and its choice or error. */
function ExerciseImage({
  exercise,
  preview,
  editing,
  image,
  error,
  onChoose,
}: {
  exercise: Exercise;
  preview: string | null | undefined;
  editing: boolean;
  image: File | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
}) {
  const t = useGymHubT();
  return (
    <>
      <FileButton onChange={onChoose} accept={IMAGE_TYPES}>
        {(props) => (
          <button
            type="button"
            {...props}
            className="gym-hub-image-button"
            disabled={!editing}
            aria-label={t(preview ? 'training.replaceImage' : 'training.chooseImage', {
              name: exercise.name,
            })}
          >
            {preview ? (
              <Image
                src={preview}
                alt={t('training.imageOf', { name: exercise.name })}
                h={140}
                fit="cover"
                radius="sm"
              />
            ) : (
              <Text c="dimmed" py="lg" ta="center" bd="1px dashed gray.4">
                {t('training.noImage')}
              </Text>
            )}
          </button>
        )}
      </FileButton>
      {image && <Text size="sm">{t('training.newImage', { file: image.name })}</Text>}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

/** Name, sets and reps, focus area and equipment: read-only until editing. */
function ExerciseFields({
  shown,
  editing,
  errors,
  set,
}: {
  shown: ExerciseDraft;
  editing: boolean;
  errors: Record<string, string>;
  set: (field: keyof ExerciseDraft, value: string | boolean) => void;
}) {
  const t = useGymHubT();
  return (
    <>
      <TextInput
        label={t('training.name')}
        value={shown.name}
        readOnly={!editing}
        error={errors.name}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
      <Group>
        <Checkbox
          label={t('training.sets')}
          checked={shown.set}
          disabled={!editing}
          onChange={(event) => set('set', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('training.reps')}
          checked={shown.rep}
          disabled={!editing}
          onChange={(event) => set('rep', event.currentTarget.checked)}
        />
      </Group>
      <TextInput
        label={t('training.focusArea')}
        value={shown.focusArea}
        readOnly={!editing}
        error={errors.focusArea}
        onChange={(event) => set('focusArea', event.currentTarget.value)}
      />
      <TextInput
        label={t('training.equipment')}
        value={shown.equipment}
        readOnly={!editing}
        error={errors.equipment}
        onChange={(event) => set('equipment', event.currentTarget.value)}
      />
    </>
  );
}

/**
 * One exercise: read-only until the edit toggle is on; the image is replaced by clicking it;
 * Save sends the change (multipart when a new image was chosen) and returns to view mode, and a
 * failed save stays in edit mode with the spec's message.
 */
export function ExerciseCard({
  library,
  exercise,
  n,
  editing,
  onEditing,
}: {
  library: ExerciseLibraryApi;
  exercise: Exercise;
  n: number;
  editing: boolean;
  onEditing: (on: boolean) => void;
}) {
  const t = useGymHubT();
  const tm = useMessageT();
  const refresh = useRefresh([library.list]);
  const { confirm, dialog } = useConfirm();
  const [draft, setDraft] = useState<ExerciseDraft>(() => toDraft(exercise));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const params = { id: exercise._id };
  const save = useEndpointMutation(library.update, {
    // The route reads JSON or multipart alike; the form is sent as multipart, with the new
    // image when one was chosen.
    toCall: () => {
      const body = new FormData();
      for (const [field, value] of Object.entries(draft)) body.set(field, String(value));
      if (image) body.set('image', image);
      return { params, body };
    },
    onSuccess: async () => {
      notifications.show({ color: 'green', message: tm(EXERCISE_MESSAGES.updated) });
      setImage(null);
      onEditing(false);
      await refresh();
    },
  });
  const remove = useEndpointMutation(library.remove, {
    toCall: () => ({ params }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      await refresh();
    },
    onError: () =>
      notifications.show({ color: 'red', message: tm(EXERCISE_MESSAGES.deleteFailed) }),
  });
  const toggle = (on: boolean) => {
    if (on) {
      setDraft(toDraft(exercise));
      setImage(null);
      setErrors({});
      save.reset();
    }
    onEditing(on);
  };
  /** Only an image is kept: another file gets the field's words and is not sent. */
  const chooseImage = (file: File | null) => {
    const wrong = wrongFileType(file, IMAGE_TYPES, EXERCISE_MESSAGES.image);
    setErrors((current) => ({ ...current, image: wrong ? tm(wrong) : '' }));
    setImage(wrong ? null : file);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFormResolver(exercisePatchSchema)(draft) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const shown = editing ? draft : toDraft(exercise);
  const set = (field: keyof ExerciseDraft, value: string | boolean) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const title = t('training.card', { n, name: exercise.name });
  const chosen = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  const preview = chosen ?? exercise.image;
  return (
    <Card withBorder padding="sm" component="article" aria-label={title}>
      <form noValidate onSubmit={submit}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{t('training.number', { n })}</Text>
            <Switch
              label={t('training.editToggle')}
              checked={editing}
              onChange={(event) => toggle(event.currentTarget.checked)}
            />
          </Group>
          <ExerciseImage
            exercise={exercise}
            preview={preview}
            editing={editing}
            image={image}
            error={errors.image}
            onChoose={chooseImage}
          />
          <ExerciseFields shown={shown} editing={editing} errors={errors} set={set} />
          {editing && save.isError && (
            <Alert color="red" title={tm(EXERCISE_MESSAGES.updateFailed)}>
              {errorMessage(save.error, tm(EXERCISE_MESSAGES.updateFailed))}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={!editing} loading={save.isPending}>
              {t('training.save')}
            </Button>
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() =>
                void confirm({ title: t('training.deleteTitle', { name: exercise.name }) }).then(
                  (yes) => {
                    if (yes) remove.mutate();
                  },
                )
              }
            >
              {t('training.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
      {dialog}
    </Card>
  );
}
