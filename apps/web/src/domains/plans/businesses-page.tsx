import { useState } from 'react';
import {
  Alert,
  Anchor,
  Card,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { GENERIC_ERROR, type PageInfo, type PublicBusiness } from '@vedann/contracts';
import { apiGet, errorMessage } from '../../lib/api';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';

type Kind = PublicBusiness['kind'];
type BusinessesAnswer = { success: true; businesses: PublicBusiness[] } & PageInfo;

const KIND_CHOICES = [
  { value: 'library', label: 'Libraries' },
  { value: 'gym', label: 'Gyms' },
];

/** `/business`: the libraries and gyms on Vedann, each leading to its plans. */
export function BusinessesPage() {
  const [kind, setKind] = useState<Kind>('library');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['public-businesses', kind, page],
    queryFn: () =>
      apiGet<BusinessesAnswer>(`/public/businesses?kind=${kind}&page=${page}&limit=24`),
    placeholderData: keepPreviousData,
  });

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <Alert color="red">{errorMessage(list.error, GENERIC_ERROR)}</Alert>;
  else if (list.data.businesses.length === 0)
    body = <Text c="dimmed">No {kind === 'library' ? 'libraries' : 'gyms'} yet.</Text>;
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
              aria-label={`Plans of ${business.name}`}
            >
              See the plans
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Libraries and gyms</Title>
      <SegmentedControl
        aria-label="Kind of business"
        data={KIND_CHOICES}
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
        label="Business pages"
      />
    </Stack>
  );
}
