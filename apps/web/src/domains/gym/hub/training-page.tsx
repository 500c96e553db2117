import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import {
  EXERCISE_CATEGORY_KEYS,
  EXERCISE_MESSAGES,
  EXERCISE_SIDEBAR,
  gymApi,
  type ExerciseCategory,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useEndpointMutation, useRefresh } from '../../../lib/endpoint';
import { useResourceList } from '../../../lib/resource';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { BusinessShell, PANEL_PARAM, type ShellGroup } from '../../business-shell';
import { useGymHubT } from './i18n';
import './hub.css';
import { ExerciseCard } from './exercise-card';

const PAGE_SIZE = 12;

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
      hint: t('menuFinding.subtitles.categories'),
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
      pageTitle={t('training.title')}
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
  const library = gymApi.hub.exercises[category];
  const refresh = useRefresh([library.list]);
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<string | null>(null);
  const list = useResourceList(library.list, { page, limit: PAGE_SIZE });
  const total = list.data?.page.total ?? 0;
  const add = useEndpointMutation(library.create, {
    toCall: () => ({ body: {} }),
    onSuccess: async (created) => {
      // The new card opens in edit mode, on the last page where it now is; then the list reloads.
      setEditingId(created._id);
      setPage(Math.max(1, Math.ceil((total + 1) / PAGE_SIZE)));
      await refresh();
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
              library={library}
              exercise={exercise}
              n={(info.page - 1) * info.limit + index + 1}
              editing={editingId === exercise._id}
              onEditing={(on) => setEditingId(on ? exercise._id : null)}
            />
          ))}
        </div>
      )}
      <ListPager
        exportCsv={{ list: library.list }}
        totalPages={info.totalPages}
        page={page}
        onChange={setPage}
        label={t('training.pager')}
      />
    </Stack>
  );
}
