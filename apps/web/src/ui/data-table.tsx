import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import './editable-table.css';

export interface DataColumn {
  key: string;
  label: string;
}

/**
 * A read-only table in the shared table's style (`vedann-table`): at 1280 px a table whose cells
 * wrap, on a phone one card of "label: value" lines per row, so nothing scrolls sideways.
 */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly DataColumn[];
  rows: readonly { key: string; cells: Record<string, ReactNode>; danger?: boolean }[];
}) {
  return (
    <div className="vedann-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <Table striped verticalSpacing="xs" className="vedann-table" role="table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            {columns.map((column) => (
              <Table.Th role="columnheader" key={column.key}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {rows.map((row) => (
            <Table.Tr
              role="row"
              key={row.key}
              bg={row.danger ? 'var(--mantine-color-red-0)' : undefined}
            >
              {columns.map((column) => (
                <Table.Td role="cell" key={column.key} data-label={column.label}>
                  {row.cells[column.key]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
