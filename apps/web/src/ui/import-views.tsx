import { Alert, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportField, ImportPreview, ImportResult } from '@vedann/contracts';
import { useSpreadsheetsT } from './spreadsheets-i18n';
import { currentLanguage, useMessageT } from '../i18n';

/** A field's name in the page's language. */
const fieldName = (field: ImportField) => (currentLanguage() === 'hi' ? field.hi : field.en);

/**
 * The preview: each column of the file with its first value and a select of the field it fills,
 * the counts, and every row that would be refused with its line and the reason.
 */
export function ImportPreviewView(props: {
  preview: ImportPreview;
  mapping: readonly string[];
  fields: readonly ImportField[];
  onMap: (column: number, key: string) => void;
}) {
  const t = useSpreadsheetsT();
  const message = useMessageT();
  const { preview } = props;
  const refused = preview.rows - preview.valid;
  const options = [
    { value: '', label: t('notImported') },
    ...props.fields.map((field) => ({ value: field.key, label: fieldName(field) })),
  ];
  return (
    <Stack gap="sm">
      <Text fw={500} role="status">
        {t('summary', { rows: preview.rows, valid: preview.valid, refused })}
      </Text>
      <div className="vedann-table-scroll" tabIndex={0} role="region" aria-label={t('columns')}>
        <Table striped verticalSpacing="xs">
          <Table.Caption>{t('columns')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('column')}</Table.Th>
              <Table.Th>{t('sample')}</Table.Th>
              <Table.Th>{t('field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.columns.map((column, index) => (
              <Table.Tr key={`${index}-${column}`}>
                <Table.Td>{column}</Table.Td>
                <Table.Td>{preview.sample[0]?.[index] ?? ''}</Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={t('columnField', { column })}
                    data={options}
                    value={props.mapping[index] ?? ''}
                    onChange={(event) => props.onMap(index, event.currentTarget.value)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {preview.problems.length === 0 ? (
        <Text c="green.8">{t('noProblems')}</Text>
      ) : (
        <ProblemsTable problems={preview.problems} translate={message} />
      )}
    </Stack>
  );
}

function ProblemsTable(props: {
  problems: ImportPreview['problems'];
  translate: (message: string) => string;
}) {
  const t = useSpreadsheetsT();
  return (
    <div className="vedann-table-scroll" tabIndex={0} role="region" aria-label={t('problems')}>
      <Title order={3} size="h5">
        {t('problems')}
      </Title>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('line')}</Table.Th>
            <Table.Th>{t('reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.problems.map((problem) => (
            <Table.Tr key={problem.line}>
              <Table.Td>{problem.line}</Table.Td>
              <Table.Td>{props.translate(problem.message)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** What the import did: the counts, the refused rows, and their file to download. */
export function ImportResultView(props: {
  result: ImportResult;
  listName: string;
  onAgain: () => void;
}) {
  const t = useSpreadsheetsT();
  const message = useMessageT();
  const { result } = props;
  const download = () => {
    const url = URL.createObjectURL(new Blob([result.refusedCsv], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${props.listName}-refused.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Stack gap="sm">
      <Alert
        color={result.added > 0 ? 'green' : 'yellow'}
        role="status"
        title={message(result.message)}
      >
        {t('result', { added: result.added, refused: result.refused })}
      </Alert>
      {result.problems.length > 0 && (
        <ProblemsTable problems={result.problems} translate={message} />
      )}
      <Group>
        {result.refusedCsv !== '' && (
          <Button variant="default" onClick={download}>
            {t('downloadRefused')}
          </Button>
        )}
        <Button variant="subtle" onClick={props.onAgain}>
          {t('another')}
        </Button>
      </Group>
    </Stack>
  );
}
