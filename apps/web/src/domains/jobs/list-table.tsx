import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A read-only table of this area: its caption names it, the headers head it, it scrolls on a phone. */
export function ListTable({
  caption,
  headers,
  minWidth = 480,
  children,
}: {
  caption: string;
  headers: readonly string[];
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
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
    </Table.ScrollContainer>
  );
}
