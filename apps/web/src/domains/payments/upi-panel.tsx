import type { FormEvent } from 'react';
import { Anchor, Code, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  FULL_ACCESS_ROLES,
  paymentsApi,
  upiSettingsInputSchema,
  type UpiSettings,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { useCurrentOrg } from '../../lib/org';
import { zodFormResolver } from '../../lib/zod-form';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { SubmitRow } from '../../ui/submit-row';
import { usePaymentsT } from './i18n';
import { examplePayUri, EXAMPLE_AMOUNT } from './upi-logic';

interface Values {
  upiId: string;
  payeeName: string;
}

/** The link a member's UPI app would open for ₹1.00, from what the form holds now. */
function ExampleLink({ values }: { values: Values }) {
  const t = usePaymentsT();
  const format = useFormat();
  const uri = examplePayUri(values, t('example.note'));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="upi-example-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="upi-example-title">
          {t('example.title', { amount: format.money(EXAMPLE_AMOUNT) })}
        </Title>
        {uri ? (
          <>
            <Code
              block
              data-testid="upi-example"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {uri}
            </Code>
            <Text size="sm">{t('example.text')}</Text>
            <Anchor href={uri}>{t('example.open')}</Anchor>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('example.waiting')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The form over what was saved: owners and admins change it, other members read it. */
function UpiForm({ saved, mayChange }: { saved: UpiSettings | null; mayChange: boolean }) {
  const t = usePaymentsT();
  const tm = useMessageT();
  const format = useFormat();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { upiId: saved?.upiId ?? '', payeeName: saved?.payeeName ?? '' },
    validate: zodFormResolver<Values>(upiSettingsInputSchema),
  });
  const save = useEndpointMutation(paymentsApi.saveUpi, {
    toCall: (body: Values) => ({ body }),
    stale: [paymentsApi.upi],
    onSuccess: (answer) => {
      // The ID as the server keeps it: trimmed and lower-cased.
      form.setValues({ upiId: answer.upi.upiId, payeeName: answer.upi.payeeName });
      form.resetDirty();
      notifications.show({ color: 'green', message: tm(answer.message) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate().hasErrors) save.mutate(form.getValues());
  };
  return (
    <Stack gap="md" maw={560}>
      <Text>{t('intro')}</Text>
      <Text size="sm" c="dimmed">
        {saved ? t('lastSaved', { date: format.date(saved.updatedAt) }) : t('empty')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.upiId')}
            description={t('hints.upiId')}
            required
            readOnly={!mayChange}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('upiId')}
          />
          <TextInput
            label={t('fields.payeeName')}
            description={t('hints.payeeName')}
            required
            readOnly={!mayChange}
            {...form.getInputProps('payeeName')}
          />
          {mayChange ? (
            <SubmitRow request={save} label={t('save')} />
          ) : (
            <Text size="sm">{t('readOnly')}</Text>
          )}
        </Stack>
      </form>
      <ExampleLink values={form.getValues()} />
    </Stack>
  );
}

/**
 * The current business's UPI details (issue 32, item 1), in every kind's menu: its UPI ID and
 * payee name, and the pay link they make, to check in a UPI app before members get one.
 */
export function UpiPanel() {
  const { current } = useCurrentOrg();
  const upi = useEndpoint(paymentsApi.upi, {});
  if (upi.isPending) return <Loading />;
  if (upi.isError) return <LoadError error={upi.error} onRetry={() => void upi.refetch()} />;
  const mayChange = current !== null && FULL_ACCESS_ROLES.includes(current.role);
  return <UpiForm saved={upi.data.upi} mayChange={mayChange} />;
}
