import {
  Button,
  CloseButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { type MaintenanceKind } from '@vedann/contracts';
import { useCommonT } from '../../i18n';
import {
  isFreeText,
  isMonthly,
  nextMark,
  removeColumn,
  renameColumn,
  setCell,
  type ChecklistDraft,
  type GridRow,
} from './checklist-logic';
import { useMaintenanceT } from './i18n';

type Marks = 'Right' | 'Wrong' | 'empty';
const markKey = (value: string | undefined): Marks =>
  value === 'Right' || value === 'Wrong' ? value : 'empty';

/** The grid: a row per checked part, a column per day; the first two day columns are notes. */
export function ChecklistGrid(props: {
  kind: MaintenanceKind;
  draft: ChecklistDraft;
  errors: Record<string, string>;
  onChange: (draft: ChecklistDraft) => void;
}) {
  const { kind, draft, errors, onChange } = props;
  const t = useMaintenanceT();
  const tc = useCommonT();
  const monthly = isMonthly(kind);
  const rowLabel = (row: GridRow, index: number) =>
    row.name.trim() || t('checklist.rowNumber', { number: index + 1 });
  const setRows = (rows: GridRow[]) => onChange({ ...draft, rows });

  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" id={`checklist-hint-${kind}`}>
        {t('checklist.markHint')}
      </Text>
      <div
        className="vedann-checklist-scroll"
        role="region"
        aria-label={t('checklist.grid')}
        aria-describedby={`checklist-hint-${kind}`}
        tabIndex={0}
      >
        <Table withTableBorder withColumnBorders className="vedann-checklist">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('checklist.name')}</Table.Th>
              {draft.columns.map((column, index) => (
                <Table.Th scope="col" key={column.key}>
                  {monthly ? (
                    column.label
                  ) : (
                    <Group gap={2} wrap="nowrap">
                      <TextInput
                        size="xs"
                        aria-label={t('checklist.columnName', { number: index + 1 })}
                        value={column.label}
                        error={errors[`columns.${index}`]}
                        onChange={(event) =>
                          onChange({
                            ...draft,
                            columns: renameColumn(
                              draft.columns,
                              column.key,
                              event.currentTarget.value,
                            ),
                          })
                        }
                      />
                      <CloseButton
                        size="sm"
                        aria-label={t('checklist.removeColumn', {
                          name: column.label || index + 1,
                        })}
                        disabled={draft.columns.length === 1}
                        onClick={() => onChange(removeColumn(draft, column.key))}
                      />
                    </Group>
                  )}
                </Table.Th>
              ))}
              <Table.Th scope="col">
                <VisuallyHidden>{tc('table.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.rows.map((row, r) => {
              const name = rowLabel(row, r);
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={t('checklist.rowName', { number: r + 1 })}
                      value={row.name}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setRows(
                          draft.rows.map((each) =>
                            each.id === row.id ? { ...each, name: value } : each,
                          ),
                        );
                      }}
                    />
                  </Table.Td>
                  {draft.columns.map((column, index) => {
                    const value = row.cells[column.key] ?? '';
                    if (isFreeText(index))
                      return (
                        <Table.Td key={column.key}>
                          <TextInput
                            size="xs"
                            aria-label={t('checklist.cell', { row: name, column: column.label })}
                            value={value}
                            onChange={(event) =>
                              setRows(
                                setCell(draft.rows, row.id, column.key, event.currentTarget.value),
                              )
                            }
                          />
                        </Table.Td>
                      );
                    const mark = markKey(value);
                    return (
                      <Table.Td key={column.key} className="vedann-checklist-mark-cell">
                        <Button
                          size="compact-sm"
                          variant={mark === 'empty' ? 'default' : 'light'}
                          color={mark === 'Right' ? 'green' : mark === 'Wrong' ? 'red' : 'gray'}
                          className="vedann-checklist-mark"
                          aria-label={t('checklist.markCell', {
                            row: name,
                            column: column.label,
                            mark: t(`checklist.marks.${mark}`),
                          })}
                          onClick={() =>
                            setRows(setCell(draft.rows, row.id, column.key, nextMark(value)))
                          }
                        >
                          {t(`checklist.marksShort.${mark}`)}
                        </Button>
                      </Table.Td>
                    );
                  })}
                  <Table.Td>
                    <CloseButton
                      size="sm"
                      aria-label={t('checklist.removeRow', { name })}
                      disabled={draft.rows.length === 1}
                      onClick={() => setRows(draft.rows.filter((each) => each.id !== row.id))}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
