import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this box. The box is focusable and named, so
 * a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
