import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

/**
 * A table wider than its screen scrolls sideways inside this box, never the page. The box is
 * focusable and named, so a keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable); Mantine's Table.ScrollContainer is neither.
 */
export function ScrollRegion({
  label,
  minWidth = 0,
  visibleFrom,
  children,
}: {
  /** The table's name (its caption), which the region carries for a screen reader. */
  label: string;
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth?: number;
  /** Where a phone shows the rows as cards instead, the table is for wider screens only. */
  visibleFrom?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      {...(visibleFrom ? { visibleFrom } : {})}
    >
      <div style={{ minWidth }}>{children}</div>
    </Box>
  );
}
