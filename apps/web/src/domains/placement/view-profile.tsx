import {
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  USER_MESSAGES,
  accountsApi,
  placementProfileSchema,
  updateProfileInputSchema,
  type PlacementProfile,
} from '@vedann/contracts';
import { useState } from 'react';
import { translateMessage, useCommonT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { ME_QUERY_KEY, useCurrentUser, type CurrentUser } from '../../lib/auth';
import { useEndpointMutation } from '../../lib/endpoint';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePlacementT } from './i18n';
import { usePlacementProfile, useSavePlacementProfile } from './placement-api';

type CardField = 'fullname' | 'phoneNumber' | 'bio';
const CARD_FIELDS: CardField[] = ['fullname', 'phoneNumber', 'bio'];
const valueOf = (user: CurrentUser, field: CardField) =>
  field === 'bio' ? user.profile.bio : user[field];

/** One field of the card: its value; a click edits it, and leaving the field ends editing. */
function CardValue({ user, field }: { user: CurrentUser; field: CardField }) {
  const t = usePlacementT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = t(`view.fields.${field}`);
  const save = useEndpointMutation(accountsApi.updateProfile, {
    toCall: (value: string) => ({ body: { [field]: value } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ME_QUERY_KEY, answer.user);
      notifications.show({
        color: 'green',
        message: translateMessage(answer.message ?? USER_MESSAGES.profileUpdated),
      });
      setDraft(null);
    },
    onError: (failure) => setError(errorMessage(failure, GENERIC_ERROR)),
  });
  const saved = valueOf(user, field);
  const finish = () => {
    if (draft === null) return;
    if (draft === saved) {
      setDraft(null);
      setError(null);
      return;
    }
    const parsed = updateProfileInputSchema.shape[field].safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? GENERIC_ERROR);
      return;
    }
    setError(null);
    save.mutate(draft);
  };
  if (draft !== null)
    return (
      <TextInput
        label={label}
        value={draft}
        autoFocus
        disabled={save.isPending}
        error={error}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={finish}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish();
          if (event.key === 'Escape') {
            setDraft(null);
            setError(null);
          }
        }}
      />
    );
  return (
    <div>
      <Text size="sm" fw={600} component="div">
        {label}
      </Text>
      {/* The name begins with what the button shows (the value), then says what it does. */}
      <UnstyledButton
        aria-label={t('view.editField', { field: label, value: saved || t('view.emptyValue') })}
        onClick={() => setDraft(saved)}
        style={{ overflowWrap: 'anywhere', textDecoration: 'underline dotted' }}
      >
        {saved || t('view.emptyValue')}
      </UnstyledButton>
    </div>
  );
}

function ProfileCard() {
  const t = usePlacementT();
  const user = useCurrentUser();
  if (user.isPending) return <Loading />;
  // A failed check keeps the account last known.
  if (!user.data) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <Card withBorder component="section" aria-labelledby="placement-card-title" padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id="placement-card-title">
          {t('view.cardTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('view.cardHint')}
        </Text>
        <Text size="sm">
          {t('view.fields.email')}: {user.data.email}
        </Text>
        {CARD_FIELDS.map((field) => (
          <CardValue key={field} user={user.data!} field={field} />
        ))}
      </Stack>
    </Card>
  );
}

type TableKey = 'profileRows' | 'academic' | 'sports';
type Column = 'profile' | 'number' | 'achievement' | 'year';
/** Profile {product} (profile, number), Achievements (Academic) and Sports (achievement, year). */
const TABLES: { key: TableKey; columns: readonly Column[] }[] = [
  { key: 'profileRows', columns: ['profile', 'number'] },
  { key: 'academic', columns: ['achievement', 'year'] },
  { key: 'sports', columns: ['achievement', 'year'] },
];
type Row = Record<string, string>;

function ProfileTables({ initial }: { initial: PlacementProfile }) {
  const t = useT();
  const save = useSavePlacementProfile();
  const [data, setData] = useState<Record<TableKey, Row[]>>(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (key: TableKey, index: number, column: string, value: string) =>
    setData((current) => ({
      ...current,
      [key]: current[key].map((row, i) => (i === index ? { ...row, [column]: value } : row)),
    }));
  return (
    <form
      noValidate
      aria-label={t.p('view.tablesTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = placementProfileSchema.safeParse(data);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? GENERIC_ERROR);
          return;
        }
        setError(null);
        save.mutate(parsed.data);
      }}
    >
      <Stack gap="md">
        {TABLES.map(({ key, columns }) => {
          const title = t.p(`view.tables.${key}`, { product: t.appName });
          const rows = data[key];
          return (
            <Stack gap="xs" key={key} component="section" aria-label={title}>
              <Title order={2} size="h4">
                {title}
              </Title>
              {rows.length === 0 ? (
                <Text size="sm">{t.p('view.noRows')}</Text>
              ) : (
                <Table withTableBorder layout="fixed" aria-label={title}>
                  <Table.Thead>
                    <Table.Tr>
                      {columns.map((column) => (
                        <Table.Th key={column}>{t.p(`view.columns.${column}`)}</Table.Th>
                      ))}
                      <Table.Th w={90}>
                        <VisuallyHidden>{t.p('view.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row, index) => (
                      <Table.Tr key={index}>
                        {columns.map((column) => (
                          <Table.Td key={column}>
                            <TextInput
                              aria-label={t.p('view.cell', {
                                column: t.p(`view.columns.${column}`),
                                number: index + 1,
                              })}
                              size="xs"
                              maxLength={150}
                              value={row[column] ?? ''}
                              onChange={(event) =>
                                change(key, index, column, event.currentTarget.value)
                              }
                            />
                          </Table.Td>
                        ))}
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={t.p('view.removeRow', { table: title, number: index + 1 })}
                            onClick={() =>
                              setData((current) => ({
                                ...current,
                                [key]: current[key].filter((_, i) => i !== index),
                              }))
                            }
                          >
                            {t.p('view.remove')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  disabled={rows.length >= 50}
                  aria-label={t.p('view.addRow', { table: title })}
                  onClick={() =>
                    setData((current) => ({
                      ...current,
                      [key]: [
                        ...current[key],
                        Object.fromEntries(columns.map((column) => [column, ''])),
                      ],
                    }))
                  }
                >
                  {t.p('view.add')}
                </Button>
              </Group>
            </Stack>
          );
        })}
        {(error ?? save.error) && (
          <Text c="red" size="sm" role="alert">
            {error ?? errorMessage(save.error, GENERIC_ERROR)}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t.p('view.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function useT() {
  const p = usePlacementT();
  const common = useCommonT();
  return { p, appName: common('appName') };
}

/** View Profile (spec 04 section 2.3): the editable card and the three tables, all saved. */
export function ViewProfile() {
  const t = usePlacementT();
  const profile = usePlacementProfile();
  let tables;
  if (profile.isPending) tables = <Loading />;
  else if (profile.isError)
    tables = <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  else tables = <ProfileTables initial={profile.data} />;
  return (
    <Stack gap="lg" aria-label={t('view.title')}>
      <ProfileCard />
      {tables}
    </Stack>
  );
}
