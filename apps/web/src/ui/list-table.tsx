import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { ScrollRegion } from './scroll-region';

/**
 * A read-only table: its caption names it, the headers head it. Where a phone shows
 * the rows as cards instead, pass `visibleFrom` ('sm') so the table is for wider screens only.
 */
export function ListTable({
  caption,
  headers,
  minWidth = 480,
  visibleFrom,
  children,
}: {
  caption: string;
  headers: readonly string[];
  minWidth?: number;
  visibleFrom?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption} minWidth={minWidth} {...(visibleFrom ? { visibleFrom } : {})}>
      <Table striped highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
