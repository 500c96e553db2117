import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
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
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  EXERCISE_CATEGORY_KEYS,
  EXERCISE_MESSAGES,
  EXERCISE_SIDEBAR,
  exercisePatchSchema,
  type Exercise,
  type ExerciseCategory,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { apiSend, errorMessage } from '../../../lib/api';
import { wrongFileType } from '../../../lib/file-choice';
import { RESOURCE_QUERY, useResourceList, type ResourceApi } from '../../../lib/resource';
import { zodFormResolver } from '../../../lib/zod-form';
import { useConfirm } from '../../../ui/confirm';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { BusinessShell, PANEL_PARAM, type ShellGroup } from '../../business-shell';
import { IMAGE_TYPES } from './files';
import { useGymHubT } from './i18n';
import './hub.css';

const PAGE_SIZE = 12;

const exercisesOf = (category: ExerciseCategory): ResourceApi => ({
  path: `/${category}/exercises`,
  listKey: 'exercises',
  bare: true,
});

/** One panel per category, made once so that the shell keeps each panel's identity. */
const PANELS = Object.fromEntries(
  EXERCISE_CATEGORY_KEYS.map((category) => [
    category,
    function CategoryPanel() {
      return <ExerciseList category={category} />;
    },
  ]),
) as Record<ExerciseCategory, () => React.JSX.Element>;

/**
 * `/gym/vayayam/training`, the exercise dashboard (spec 03 section 2): the eleven libraries in a
 * collapsible sidebar 400 px wide open and 74 closed, its state kept under `sidebarOpen`; with
 * no category chosen the pane reads Dashboard Home.
 */
export function GymTrainingPage() {
  const t = useGymHubT();
  const groups: ShellGroup[] = [
    {
      key: 'categories',
      label: t('training.group'),
      items: EXERCISE_CATEGORY_KEYS.map((category) => ({
        key: category,
        label: t(`training.categories.${category}`),
        permission: 'exercise',
        panel: PANELS[category],
      })),
    },
  ];
  return (
    <BusinessShell
      area="gym-training"
      kinds={['gym']}
      title={t('training.home')}
      groups={groups}
      widths={{ open: EXERCISE_SIDEBAR.open, closed: EXERCISE_SIDEBAR.closed }}
      storageKey={EXERCISE_SIDEBAR.key}
    >
      <Stack gap="sm">
        <Text>{t('training.intro')}</Text>
        <div className="gym-hub-cards">
          {EXERCISE_CATEGORY_KEYS.map((category) => (
            <Card key={category} withBorder padding="sm">
              <Anchor component={Link} to={`?${PANEL_PARAM}=${category}`}>
                {t(`training.categories.${category}`)}
              </Anchor>
            </Card>
          ))}
        </div>
      </Stack>
    </BusinessShell>
  );
}

/** A category's list: Exercises with a count, Add Exercise, and numbered cards. */
function ExerciseList({ category }: { category: ExerciseCategory }) {
  const t = useGymHubT();
  const tm = useMessageT();
  const queryClient = useQueryClient();
  const resource = exercisesOf(category);
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<string | null>(null);
  const list = useResourceList<Exercise>(resource, { page, limit: PAGE_SIZE });
  const total = list.data?.page.total ?? 0;
  const add = useMutation({
    mutationFn: () => apiSend<Exercise>('POST', resource.path, {}),
    onSuccess: async (created) => {
      // The new card opens in edit mode, on the last page where it now is.
      setEditingId(created._id);
      setPage(Math.max(1, Math.ceil((total + 1) / PAGE_SIZE)));
      await queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY, resource.path] });
    },
    onError: () => notifications.show({ color: 'red', message: tm(EXERCISE_MESSAGES.addFailed) }),
  });

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const { rows, page: info } = list.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {t('training.exercises', { count: info.total })}
        </Title>
        <Button onClick={() => add.mutate()} loading={add.isPending}>
          {t('training.addExercise')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text>{t('training.empty')}</Text>
      ) : (
        <div className="gym-hub-cards">
          {rows.map((exercise, index) => (
            <ExerciseCard
              key={exercise._id}
              resource={resource}
              exercise={exercise}
              n={(info.page - 1) * info.limit + index + 1}
              editing={editingId === exercise._id}
              onEditing={(on) => setEditingId(on ? exercise._id : null)}
            />
          ))}
        </div>
      )}
      <ListPager
        totalPages={info.totalPages}
        page={page}
        onChange={setPage}
        label={t('training.pager')}
      />
    </Stack>
  );
}

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

/**
 * One exercise: read-only until the edit toggle is on; the image is replaced by clicking it;
 * Save sends the change (multipart when a new image was chosen) and returns to view mode, and a
 * failed save stays in edit mode with the spec's message.
 */
function ExerciseCard({
  resource,
  exercise,
  n,
  editing,
  onEditing,
}: {
  resource: ResourceApi;
  exercise: Exercise;
  n: number;
  editing: boolean;
  onEditing: (on: boolean) => void;
}) {
  const t = useGymHubT();
  const tm = useMessageT();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [draft, setDraft] = useState<ExerciseDraft>(() => toDraft(exercise));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY, resource.path] });
  const save = useMutation({
    mutationFn: () => {
      if (!image) return apiSend<Exercise>('PATCH', `${resource.path}/${exercise._id}`, draft);
      const body = new FormData();
      for (const [field, value] of Object.entries(draft)) body.set(field, String(value));
      body.set('image', image);
      return apiSend<Exercise>('PATCH', `${resource.path}/${exercise._id}`, body);
    },
    onSuccess: async () => {
      notifications.show({ color: 'green', message: tm(EXERCISE_MESSAGES.updated) });
      setImage(null);
      onEditing(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => apiSend<{ message: string }>('DELETE', `${resource.path}/${exercise._id}`),
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
          <FileButton onChange={chooseImage} accept={IMAGE_TYPES}>
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
          {errors.image && (
            <Text size="sm" c="red" role="alert">
              {errors.image}
            </Text>
          )}
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
