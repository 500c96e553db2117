import { lazy, Suspense, useRef, type RefObject } from 'react';
import { Group, Pagination } from '@mantine/core';
import { useCommonT } from '../i18n';
import type { ExportCsvOptions } from './export-csv';

/** The fixed header's height and a little air, kept above the list's top after paging. */
const HEADER_OFFSET = 72;

// Its own chunk, with what it needs (the pager takes only its options' type): the public lists
// that page (jobs on a prerendered first page) never load it.
const ExportCsvButton = lazy(async () => ({
  default: (await import('./export-csv-button')).ExportCsvButton,
}));

/**
 * The page buttons under a server-paged list; nothing when it fits on one page. A new page starts
 * at the list's top: `scrollTo` (or, by default, the element around the pager) is scrolled into
 * view, so the reader is not left at the bottom of the new page. A business's list passes
 * `exportCsv` (its declaration and the screen's filters) and gets its Export CSV button beside
 * the pages, shown on one page as on many.
 */
export function ListPager(props: {
  totalPages: number | undefined;
  page: number;
  onChange: (page: number) => void;
  label: string;
  scrollTo?: RefObject<HTMLElement | null>;
  exportCsv?: ExportCsvOptions;
}) {
  const t = useCommonT();
  const own = useRef<HTMLDivElement>(null);
  const paged = props.totalPages !== undefined && props.totalPages > 1;
  if (!paged && !props.exportCsv) return null;
  const change = (page: number) => {
    props.onChange(page);
    const target = props.scrollTo?.current ?? own.current?.parentElement;
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET;
    if (top < window.scrollY) window.scrollTo({ top: Math.max(top, 0) });
  };
  return (
    <Group ref={own} justify={paged ? 'space-between' : 'flex-end'} align="flex-start" gap="xs">
      {paged && (
        <Pagination
          total={props.totalPages ?? 1}
          value={props.page}
          onChange={change}
          aria-label={props.label}
          getControlProps={(control) => {
            if (control === 'previous') return { 'aria-label': t('pager.previous') };
            if (control === 'next') return { 'aria-label': t('pager.next') };
            return {};
          }}
          getItemProps={(page) => ({ 'aria-label': t('pager.page', { page }) })}
        />
      )}
      {props.exportCsv && (
        <Suspense fallback={null}>
          <ExportCsvButton {...props.exportCsv} />
        </Suspense>
      )}
    </Group>
  );
}
