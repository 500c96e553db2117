import type { ReactNode } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { useCommonT, useMessageT } from '../../i18n';
import { Loading } from '../../ui/loading';

/**
 * Loading, failed (the area's message with a retry), empty (the area's text) or the rows.
 * `errorTitle` puts a heading above the message, as the spec's "Error plus the message".
 */
export function ListState(props: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  count: number | undefined;
  failed: string;
  empty: string;
  errorTitle?: string;
  children: ReactNode;
}) {
  const t = useCommonT();
  const tm = useMessageT();
  const { query } = props;
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Alert color="red" title={props.errorTitle ?? tm(props.failed)} role="alert">
        {props.errorTitle && <Text size="sm">{tm(props.failed)}</Text>}
        <Button
          mt={props.errorTitle ? 'xs' : 0}
          variant="light"
          color="red"
          size="xs"
          onClick={() => void query.refetch()}
        >
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  if (!props.count) return <Text c="dimmed">{tm(props.empty)}</Text>;
  return props.children;
}
