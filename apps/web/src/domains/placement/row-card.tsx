import { Card, Text } from '@mantine/core';
import { type ReactNode } from 'react';

/** A row shown as a card on a phone: each value with its heading. */
export function RowCard({
  title,
  heading = title,
  lines,
}: {
  title: string;
  /** What the card's first line shows, when it is more than the title (a link). */
  heading?: ReactNode;
  lines: [string, ReactNode][];
}) {
  return (
    <Card withBorder component="article" aria-label={title} padding="sm">
      <Text fw={600}>{heading}</Text>
      {lines.map(([label, value]) => (
        <Text size="sm" key={label}>
          {label}: {value}
        </Text>
      ))}
    </Card>
  );
}
