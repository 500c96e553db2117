import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_TIFFIN_CUTOFF_HOUR, GENERIC_ERROR, aharApi } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../../lib/endpoint';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { useAharTiffinT } from './i18n';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function CutoffForm({ saved }: { saved: number | null }) {
  const t = useAharTiffinT();
  const tm = useMessageT();
  const format = useFormat();
  const [hour, setHour] = useState(String(saved ?? DEFAULT_TIFFIN_CUTOFF_HOUR));
  const save = useEndpointMutation(aharApi.tiffin.saveSettings, {
    stale: [aharApi.tiffin.settings],
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('cutoff.label')}
          data={HOURS.map((value) => ({
            value: String(value),
            label: format.time(hourText(value)),
          }))}
          value={hour}
          onChange={(value) => value !== null && setHour(value)}
          allowDeselect={false}
          maw={200}
        />
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ body: { cutoffHour: Number(hour) } })}
        >
          {t('cutoff.save')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('cutoff.hint', { hour: format.time(hourText(DEFAULT_TIFFIN_CUTOFF_HOUR)) })}
      </Text>
      {save.isError && (
        <Alert color="red" role="alert">
          {tm(errorMessage(save.error, GENERIC_ERROR))}
        </Alert>
      )}
    </Stack>
  );
}

/** The ahar's cut-off hour for pausing a tiffin day, above its regular members (decision 0360). */
export function TiffinCutoffSetting() {
  const t = useAharTiffinT();
  const settings = useEndpoint(aharApi.tiffin.settings, {});
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="tiffin-cutoff-title">
      <Title order={3} size="h5" id="tiffin-cutoff-title" mb="xs">
        {t('cutoff.title')}
      </Title>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <CutoffForm saved={settings.data.settings?.cutoffHour ?? null} />
      )}
    </Paper>
  );
}
