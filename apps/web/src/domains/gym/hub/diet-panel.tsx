import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  DIET_DAYS,
  DIET_MEALS,
  DIET_PLAN_MESSAGES,
  GENERIC_ERROR,
  HUB_UPLOADS,
  dietPlanInputSchema,
  type DietData,
  gymApi,
  type DietPlan,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { wrongFileType } from '../../../lib/file-choice';
import { useResourceList, useResourceMutations } from '../../../lib/resource';
import { zodFormResolver } from '../../../lib/zod-form';
import { useConfirm } from '../../../ui/confirm';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { IMAGE_TYPES, uploadHubFile } from './files';
import { useGymHubT } from './i18n';
import './hub.css';

/** Diet plans (spec 03 sections 2 and 4): a form view and a cards view. */
export function DietPanel() {
  const t = useGymHubT();
  const [mode, setMode] = useState<'form' | 'cards'>('cards');
  const [editing, setEditing] = useState<DietPlan | null>(null);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('diet.mode')}
        value={mode}
        onChange={(value) => {
          setMode(value === 'form' ? 'form' : 'cards');
          if (value === 'form') setEditing(null);
        }}
        data={[
          { value: 'form', label: t('diet.form') },
          { value: 'cards', label: t('diet.cards') },
        ]}
      />
      {mode === 'form' ? (
        <DietForm key={editing?._id ?? 'new'} plan={editing} onDone={() => setMode('cards')} />
      ) : (
        <DietCards
          onEdit={(plan) => {
            setEditing(plan);
            setMode('form');
          }}
        />
      )}
    </Stack>
  );
}

function DietForm({ plan, onDone }: { plan: DietPlan | null; onDone: () => void }) {
  const t = useGymHubT();
  const tm = useMessageT();
  const { create, update } = useResourceMutations(gymApi.hub.dietPlans);
  const [planName, setPlanName] = useState(plan?.planName ?? '');
  const [janta, setJanta] = useState(plan?.janta ?? '');
  const [dietData, setDietData] = useState<DietData>(plan?.dietData ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState<string | null>(null);
  const save = plan ? update : create;
  const setCell = (
    day: (typeof DIET_DAYS)[number],
    meal: (typeof DIET_MEALS)[number],
    change: Partial<{ image: string; description: string }>,
  ) =>
    setDietData((current) => {
      const cell = current[day]?.[meal] ?? { image: '', description: '' };
      return { ...current, [day]: { ...current[day], [meal]: { ...cell, ...change } } };
    });
  const choose = (
    day: (typeof DIET_DAYS)[number],
    meal: (typeof DIET_MEALS)[number],
    file: File | null,
  ) => {
    if (!file) return setCell(day, meal, { image: '' });
    const key = `${day}.${meal}`;
    const wrong = wrongFileType(file, IMAGE_TYPES, HUB_UPLOADS['diet-image'].message);
    if (wrong) return setErrors((current) => ({ ...current, [key]: tm(wrong) }));
    setUploading(key);
    uploadHubFile('diet-image', file).then(
      (url) => {
        setUploading(null);
        setErrors((current) => ({ ...current, [key]: '' }));
        setCell(day, meal, { image: url });
      },
      (error: unknown) => {
        setUploading(null);
        setErrors((current) => ({ ...current, [key]: errorMessage(error, GENERIC_ERROR) }));
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { planName, janta, dietData };
    const found = zodFormResolver(dietPlanInputSchema)(body) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (plan) update.mutate({ id: plan._id, input: body }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={plan ? t('diet.editTitle') : t('diet.newTitle')}>
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label={t('diet.planName')}
            value={planName}
            error={errors.planName}
            onChange={(event) => setPlanName(event.currentTarget.value)}
          />
          <TextInput
            label={t('diet.janta')}
            value={janta}
            onChange={(event) => setJanta(event.currentTarget.value)}
          />
        </Group>
        {DIET_DAYS.map((day) => (
          <fieldset key={day} className="gym-hub-fieldset">
            <legend>{t(`diet.days.${day}`)}</legend>
            <div className="gym-hub-cards">
              {DIET_MEALS.map((meal) => {
                const cell = dietData[day]?.[meal];
                const key = `${day}.${meal}`;
                return (
                  <Stack key={meal} gap={4}>
                    <Text fw={600}>{t(`diet.meals.${meal}`)}</Text>
                    <Textarea
                      label={t('diet.description', {
                        day: t(`diet.days.${day}`),
                        meal: t(`diet.meals.${meal}`),
                      })}
                      autosize
                      minRows={1}
                      value={cell?.description ?? ''}
                      onChange={(event) =>
                        setCell(day, meal, { description: event.currentTarget.value })
                      }
                    />
                    <FileInput
                      label={t('diet.image', {
                        day: t(`diet.days.${day}`),
                        meal: t(`diet.meals.${meal}`),
                      })}
                      accept={IMAGE_TYPES}
                      clearable
                      disabled={uploading === key}
                      error={errors[key] || undefined}
                      placeholder={cell?.image ? t('diet.imageAttached') : undefined}
                      onChange={(file) => choose(day, meal, file)}
                    />
                  </Stack>
                );
              })}
            </div>
          </fieldset>
        ))}
        {save.isError && <Alert color="red">{errorMessage(save.error, GENERIC_ERROR)}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={uploading !== null}>
            {t('common.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DietCards({ onEdit }: { onEdit: (plan: DietPlan) => void }) {
  const t = useGymHubT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const list = useResourceList(gymApi.hub.dietPlans, { page, limit: 6 });
  const { remove } = useResourceMutations(gymApi.hub.dietPlans);
  const { confirm, dialog } = useConfirm();
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="md">
      {list.data.rows.length === 0 && <Text>{tm(DIET_PLAN_MESSAGES.empty)}</Text>}
      {list.data.rows.map((plan) => (
        <Card key={plan._id} withBorder padding="sm" component="article" aria-label={plan.planName}>
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4">
              {plan.planName}
            </Title>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => onEdit(plan)}>
                {t('common.edit')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() =>
                  void confirm({ title: t('diet.deleteTitle', { name: plan.planName }) }).then(
                    (yes) => {
                      if (yes) remove.mutate(plan._id);
                    },
                  )
                }
              >
                {t('common.delete')}
              </Button>
            </Group>
          </Group>
          {plan.janta && <Text size="sm">{t('diet.for', { janta: plan.janta })}</Text>}
          <div
            className="vedann-table-scroll"
            tabIndex={0}
            role="region"
            aria-label={plan.planName}
          >
            <Table withTableBorder verticalSpacing={4} aria-label={plan.planName}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('diet.day')}</Table.Th>
                  {DIET_MEALS.map((meal) => (
                    <Table.Th key={meal}>{t(`diet.meals.${meal}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {DIET_DAYS.filter((day) => plan.dietData[day]).map((day) => (
                  <Table.Tr key={day}>
                    <Table.Th scope="row">{t(`diet.days.${day}`)}</Table.Th>
                    {DIET_MEALS.map((meal) => {
                      const cell = plan.dietData[day]?.[meal];
                      return (
                        <Table.Td key={meal}>
                          {cell?.image && (
                            <Image
                              src={cell.image}
                              alt={t('diet.image', {
                                day: t(`diet.days.${day}`),
                                meal: t(`diet.meals.${meal}`),
                              })}
                              w={56}
                              h={56}
                            />
                          )}
                          <Text size="sm">{cell?.description}</Text>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </Card>
      ))}
      <ListPager
        exportCsv={{ list: gymApi.hub.dietPlans }}
        totalPages={list.data.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('diet.title')}
      />
      {dialog}
    </Stack>
  );
}
