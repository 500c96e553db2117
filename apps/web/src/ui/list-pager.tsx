import { useRef, type RefObject } from 'react';
import { Pagination } from '@mantine/core';
import { useCommonT } from '../i18n';

/** The fixed header's height and a little air, kept above the list's top after paging. */
const HEADER_OFFSET = 72;

/**
 * The page buttons under a server-paged list; nothing when it fits on one page. A new page starts
 * at the list's top: `scrollTo` (or, by default, the element around the pager) is scrolled into
 * view, so the reader is not left at the bottom of the new page.
 */
export function ListPager(props: {
  totalPages: number | undefined;
  page: number;
  onChange: (page: number) => void;
  label: string;
  scrollTo?: RefObject<HTMLElement | null>;
}) {
  const t = useCommonT();
  const own = useRef<HTMLDivElement>(null);
  if (!props.totalPages || props.totalPages <= 1) return null;
  const change = (page: number) => {
    props.onChange(page);
    const target = props.scrollTo?.current ?? own.current?.parentElement;
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET;
    if (top < window.scrollY) window.scrollTo({ top: Math.max(top, 0) });
  };
  return (
    <div ref={own}>
      <Pagination
        total={props.totalPages}
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
    </div>
  );
}
