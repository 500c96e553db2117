import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { placementApi } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListTable } from '../../ui/list-table';
import { useCompanyApplications } from './company-api';
import { useCompanyT } from './i18n';
import { useCompanyName } from './records-panels';

/**
 * Product's Apply and Response (decision: the spec names them and says nothing of them): the
 * company's side of the student's Apply and Response tables, read from the same applications.
 * Apply lists every application with the interview set; Response the decisions sent.
 */
function ApplicationsTable({ stage }: { stage?: 'decided' }) {
  const t = useCompanyT();
  const format = useFormat();
  const name = useCompanyName();
  const [page, setPage] = useState(1);
  const list = useCompanyApplications(null, page, stage);
  const texts = stage ? 'productResponse' : 'productApply';
  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.applications.length === 0) body = <Text>{t(`${texts}.empty`)}</Text>;
  else
    body = (
      <ListTable
        caption={t(`${texts}.caption`, { name })}
        minWidth={0}
        headers={
          stage
            ? [
                t('productApply.applicant'),
                t('recruit.post'),
                t('recruit.decision'),
                t('recruit.remark'),
                t('recruit.letter'),
              ]
            : [
                t('productApply.applicant'),
                t('recruit.post'),
                t('recruit.phone'),
                t('productApply.address'),
                t('recruit.interviewDate'),
              ]
        }
      >
        {list.data.applications.map((row) => (
          <Table.Tr key={row._id}>
            <Table.Td>{row.applicant.fullname}</Table.Td>
            <Table.Td>{row.post}</Table.Td>
            {stage ? (
              <>
                <Table.Td>{row.decision && t(`recruit.decisions.${row.decision}`)}</Table.Td>
                <Table.Td>{row.remark}</Table.Td>
                <Table.Td>
                  {row.letterUrl ? (
                    <Anchor href={row.letterUrl} target="_blank" rel="noopener">
                      {t('recruit.letterLink')}
                    </Anchor>
                  ) : (
                    t('recruit.noLetter')
                  )}
                </Table.Td>
              </>
            ) : (
              <>
                <Table.Td>{row.applicant.phoneNumber}</Table.Td>
                <Table.Td>{row.address}</Table.Td>
                <Table.Td>
                  {row.interviewAt ? format.dateTime(row.interviewAt) : t('recruit.notSet')}
                </Table.Td>
              </>
            )}
          </Table.Tr>
        ))}
      </ListTable>
    );
  return (
    <Stack gap="sm">
      <Text>{t(`${texts}.intro`)}</Text>
      {body}
      <ListPager
        exportCsv={{ list: placementApi.companyApplications, query: { stage } }}
        totalPages={list.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t(`${texts}.pages`)}
      />
    </Stack>
  );
}

export function ProductApplyPanel() {
  return <ApplicationsTable />;
}

export function ProductResponsePanel() {
  return <ApplicationsTable stage="decided" />;
}
