import { Pagination } from '@mantine/core';

/** The page buttons under a server-paged list; nothing when it fits on one page. */
export function ListPager(props: {
  totalPages: number | undefined;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (!props.totalPages || props.totalPages <= 1) return null;
  return (
    <Pagination
      total={props.totalPages}
      value={props.page}
      onChange={props.onChange}
      aria-label={props.label}
    />
  );
}
