import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Input,
  List,
  Modal,
  Select,
  Slider,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONSULTANT_TYPES,
  CONSULTATION_FEE_MAX,
  GENERIC_ERROR,
  PAN_INDIA,
  consultationInputSchema,
  type Consultant,
  type ConsultantType,
  readablePhone,
} from '@vedann/contracts';
import { useState } from 'react';
import { useMessageT } from '../../i18n';
import { parseOrShow } from '../../lib/zod-form';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListTable } from '../../ui/list-table';
import { useConsultants, useConsultationQuery, usePastConsultations } from './diet-api';
import { useDietT } from './i18n';

function ConsultantRows({ rows }: { rows: Consultant[] }) {
  const t = useDietT();
  return (
    <ListTable
      caption={t('consultant.caption')}
      headers={[
        t('consultant.organisation'),
        t('consultant.doctor'),
        t('consultant.location'),
        t('consultant.contactNumber'),
        t('consultant.website'),
      ]}
      minWidth={0}
    >
      {rows.map((row) => (
        <Table.Tr key={row._id}>
          <Table.Td>{row.organisation}</Table.Td>
          <Table.Td>{row.doctor}</Table.Td>
          <Table.Td>{row.location}</Table.Td>
          <Table.Td>{readablePhone(row.contactNumber)}</Table.Td>
          <Table.Td>
            {row.website && (
              <Anchor
                href={row.website}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('consultant.visit', { name: row.organisation })}
              >
                {t('consultant.website')}
              </Anchor>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** The Consultant query modal: area, fees (0 to ∞) and type; the answer lists the matches. */
function QueryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useDietT();
  const tm = useMessageT();
  const query = useConsultationQuery();
  const [pincode, setPincode] = useState('');
  const [panIndia, setPanIndia] = useState(false);
  const [fees, setFees] = useState(CONSULTATION_FEE_MAX);
  const [type, setType] = useState<ConsultantType>('allopathic');
  const [error, setError] = useState<string | null>(null);
  const feeLabel = (value: number) =>
    value >= CONSULTATION_FEE_MAX ? '∞' : t('consultant.feesValue', { fees: value });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('consultant.query')}
      styles={{ body: { maxHeight: '80vh' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const input = parseOrShow(
            consultationInputSchema,
            { area: panIndia ? PAN_INDIA : pincode, fees, type },
            setError,
          );
          if (input) query.mutate(input);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('consultant.area')}
            inputMode="numeric"
            maxLength={6}
            value={pincode}
            disabled={panIndia}
            onChange={(event) => setPincode(event.currentTarget.value)}
          />
          <Checkbox
            label={t('consultant.panIndia')}
            checked={panIndia}
            onChange={(event) => setPanIndia(event.currentTarget.checked)}
          />
          <Input.Wrapper label={t('consultant.fees')} id="consultant-fees">
            <Slider
              min={0}
              max={CONSULTATION_FEE_MAX}
              step={1}
              value={fees}
              onChange={setFees}
              label={feeLabel}
              thumbLabel={t('consultant.fees')}
              marks={[
                { value: 0, label: '0' },
                { value: CONSULTATION_FEE_MAX, label: '∞' },
              ]}
              mb="lg"
            />
          </Input.Wrapper>
          <Text size="sm">
            {fees >= CONSULTATION_FEE_MAX ? t('consultant.anyFee') : feeLabel(fees)}
          </Text>
          <Select
            label={t('consultant.type')}
            value={type}
            allowDeselect={false}
            onChange={(value) => value && setType(value as ConsultantType)}
            data={CONSULTANT_TYPES.map((value) => ({
              value,
              label: t(`consultant.types.${value}`),
            }))}
          />
          {(error ?? query.error) && (
            <Text c="red" size="sm" role="alert">
              {error ?? errorMessage(query.error, GENERIC_ERROR)}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={query.isPending}>
              {t('consultant.submit')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('consultant.close')}
            </Button>
          </Group>
          {query.data && (
            <Stack gap="xs" aria-live="polite">
              <Title order={3} size="h5">
                {t('consultant.results')}
              </Title>
              {query.data.consultants.length === 0 ? (
                <Text size="sm">{tm(query.data.message)}</Text>
              ) : (
                <List size="sm">
                  {query.data.consultants.map((row) => (
                    <List.Item key={row._id}>
                      {t('consultant.resultLine', {
                        organisation: row.organisation,
                        doctor: row.doctor,
                        location: row.location,
                        phone: readablePhone(row.contactNumber),
                      })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          )}
        </Stack>
      </form>
    </Modal>
  );
}

function PastQueries() {
  const t = useDietT();
  const format = useFormat();
  const past = usePastConsultations();
  if (past.isPending) return null;
  if (past.isError) return <LoadError error={past.error} onRetry={() => void past.refetch()} />;
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {t('consultant.past')}
      </Title>
      {past.data.length === 0 ? (
        <Text size="sm">{t('consultant.noPast')}</Text>
      ) : (
        <List size="sm">
          {past.data.map((row) => (
            <List.Item key={row._id}>
              {format.date(row.createdAt)}:{' '}
              {t('consultant.pastLine', {
                area: row.area === PAN_INDIA ? t('consultant.panIndia') : row.area,
                type: t(`consultant.types.${row.type}`),
                fees:
                  row.fees >= CONSULTATION_FEE_MAX
                    ? t('consultant.anyFee')
                    : t('consultant.feesValue', { fees: row.fees }),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Consultant: the directory kept by the platform, the query modal, and past queries. */
export function ConsultantPane() {
  const t = useDietT();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState(false);
  const consultants = useConsultants(page);
  let body;
  if (consultants.isPending) body = <Loading />;
  else if (consultants.isError)
    body = <LoadError error={consultants.error} onRetry={() => void consultants.refetch()} />;
  else if (consultants.data.consultants.length === 0) body = <Text>{t('consultant.empty')}</Text>;
  else body = <ConsultantRows rows={consultants.data.consultants} />;
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setOpened(true)}>{t('consultant.query')}</Button>
      </Group>
      {body}
      <ListPager
        totalPages={consultants.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('consultant.pages')}
      />
      <PastQueries />
      <QueryModal opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
