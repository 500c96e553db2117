import { useState } from 'react';
import { Anchor, Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { plansApi, type PublicBusiness } from '@vedann/contracts';
import { useEndpoint } from '../../lib/endpoint';
import { ListPager } from '../../ui/list-pager';

import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { usePlansT } from './i18n';
import { LoadError } from '../../ui/load-error';

type Kind = PublicBusiness['kind'];

/**
 * `/business`: the libraries and gyms on Vedann, each leading to its plans; `?kind=gym` opens on
 * the gyms (the landing page's figure links there).
 */
export function BusinessesPage() {
  const t = usePlansT();
  usePageTitle(t('directory.title'));
  const [params] = useSearchParams();
  const [kind, setKind] = useState<Kind>(params.get('kind') === 'gym' ? 'gym' : 'library');
  const [page, setPage] = useState(1);
  const list = useEndpoint(
    plansApi.businesses,
    { query: { kind, page, limit: 24 } },
    { keepPrevious: true },
  );

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.businesses.length === 0)
    body = (
      <Text c="dimmed">
        {kind === 'library' ? t('directory.noLibraries') : t('directory.noGyms')}
      </Text>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {list.data.businesses.map((business) => (
          <Card key={business._id} withBorder component="article" aria-label={business.name}>
            <Title order={2} size="h5">
              {business.name}
            </Title>
            {business.city && <Text size="sm">{business.city}</Text>}
            <Anchor
              component={Link}
              to={`/business/${business._id}`}
              mt="xs"
              aria-label={t('directory.seePlansOf', { name: business.name })}
            >
              {t('directory.seePlans')}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{t('directory.title')}</Title>
      <SegmentedControl
        aria-label={t('directory.kind')}
        data={[
          { value: 'library', label: t('directory.libraries') },
          { value: 'gym', label: t('directory.gyms') },
        ]}
        value={kind}
        onChange={(value) => {
          setKind(value === 'gym' ? 'gym' : 'library');
          setPage(1);
        }}
        maw={320}
      />
      {body}
      <ListPager
        totalPages={list.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('directory.pages')}
      />
    </Stack>
  );
}
