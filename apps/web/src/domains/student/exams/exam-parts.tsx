import { useState, type ReactNode } from 'react';
import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  EXAM_MESSAGES,
  EXAM_POSTS,
  EXAM_STATES,
  SCHOLARSHIP_CATEGORIES,
  type AnswerOf,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { ListPager } from '../../../ui/list-pager';
import { usePlatformAdmin } from '../../news';
import { useStudentT, useStudentValue } from '../i18n';
import { ListState } from '../list-state';
import type { MenuGroup } from '../section-layout';
import { usePage, type PagedEndpoint } from '../student-api';

/** The pieces every exam page shares: its menus, its paged list, its links. */

const PAGE_SIZE = 12;

/**
 * The exam menus for lists whose exam is free text (test series, results, study centres): the
 * common exams and exam bodies, each matched against the list's exam names.
 */
export const EXAM_MENU = [
  'UPSC',
  'SSC',
  'JEE',
  'NEET',
  'CUET',
  'GATE',
  'CTET',
  'HTET',
  'Banking',
] as const;

export function useMenus() {
  const t = useStudentT();
  const value = useStudentValue();
  const states: MenuGroup = {
    param: 'state',
    title: t('menus.state'),
    items: EXAM_STATES.map((state) => ({ value: state, label: value(state) })),
  };
  const posts: MenuGroup = {
    param: 'post',
    title: t('menus.post'),
    items: EXAM_POSTS.map((post) => ({ value: post, label: value(post) })),
  };
  const categories: MenuGroup = {
    param: 'category',
    title: t('menus.category'),
    items: SCHOLARSHIP_CATEGORIES.map((category) => ({ value: category, label: value(category) })),
  };
  const examMenu: MenuGroup = {
    param: 'exam',
    title: t('menus.exam'),
    items: EXAM_MENU.map((exam) => ({ value: exam, label: exam })),
  };
  return { states, posts, categories, examMenu };
}

/** Platform administrators keep these lists; the page links them to the screen for it. */
export function AdminLink({ tab }: { tab: string }) {
  const t = useStudentT();
  const admin = usePlatformAdmin();
  if (!admin) return null;
  return (
    <Anchor component={Link} to={`/admin/student-content?tab=${tab}`}>
      {t('admin.manage')}
    </Anchor>
  );
}

/** A paged list with its pager, after its menu choice. */
export function Paged<E extends PagedEndpoint, Row>(props: {
  list: E;
  rows: (answer: AnswerOf<E>) => Row[];
  params: Record<string, string | undefined>;
  failed: string;
  empty: string;
  errorTitle?: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useStudentT();
  const [page, setPage] = useState(1);
  const key = JSON.stringify(props.params);
  const [seenKey, setSeenKey] = useState(key);
  // A new menu choice starts again at the first page.
  if (seenKey !== key) {
    setSeenKey(key);
    setPage(1);
  }
  const list = usePage(props.list, props.rows, { ...props.params, page, limit: PAGE_SIZE });
  return (
    <>
      <ListState
        query={list}
        count={list.data?.rows.length}
        failed={props.failed}
        empty={props.empty}
        errorTitle={props.errorTitle}
      >
        {list.data && props.children(list.data.rows)}
      </ListState>
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('pages')}
      />
    </>
  );
}

export function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

/** Study Center and Admit Card show Coming Soon until a menu item is chosen (spec 02 §2). */
export function ComingSoon() {
  const tm = useMessageT();
  const t = useStudentT();
  return (
    <Card withBorder>
      <Title order={2} size="h4">
        {tm(EXAM_MESSAGES.comingSoon)}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('chooseFromMenu')}
      </Text>
    </Card>
  );
}
