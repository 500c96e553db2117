import { Suspense, lazy, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import {
  COMPANY_AREA_MESSAGES,
  companyApi,
  readablePhone,
  type PublicCompany,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { useEndpoint } from '../../lib/endpoint';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useJobValue, CompanyLogo } from '../jobs';
import { useCompanyT } from './i18n';

// The chart and its library load only when the company has share prices to draw.
const SharePriceChart = lazy(async () => ({
  default: (await import('./share-price-chart')).SharePriceChart,
}));

const isLink = (text: string) => /^https?:\/\/\S+$/i.test(text);

function usePublicCompany(id: string) {
  return useEndpoint(companyApi.page, { params: { id } }, { select: (answer) => answer.company });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Label and value rows, the empty ones left out. */
function Facts({ caption, rows }: { caption: string; rows: [string, ReactNode][] }) {
  return (
    <Table withTableBorder layout="fixed">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="35%">
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Anchor>
  );
}

function Products({ company }: { company: PublicCompany }) {
  const t = useCompanyT();
  const format = useFormat();
  if (company.products.length === 0) return <Text>{t('public.noProducts')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {company.products.map((product) => (
        <Card
          key={product._id}
          withBorder
          padding="sm"
          component="article"
          aria-label={product.name}
        >
          {product.image && (
            <Card.Section>
              <Image src={product.image} alt={product.name} h={120} fit="cover" />
            </Card.Section>
          )}
          <Stack gap={4} mt={product.image ? 'sm' : 0}>
            <Title order={3} size="h5">
              {product.name}
            </Title>
            {product.use && <Text size="sm">{product.use}</Text>}
            <Text size="sm" fw={600}>
              {t('public.price', { price: format.money(product.pricePerUnit) })}
            </Text>
            {product.hsn && (
              <Text size="xs" c="dimmed">
                {t('public.hsn', { hsn: product.hsn })}
              </Text>
            )}
            {product.description && (
              <ExternalLink href={product.description}>
                {t('public.productPdf', { name: product.name })}
              </ExternalLink>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function News({ company }: { company: PublicCompany }) {
  const t = useCompanyT();
  const format = useFormat();
  if (company.news.length === 0) return <Text>{t('public.noNews')}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {company.news.map((item) => (
        <Paper key={item._id} withBorder p="sm" component="li" aria-label={item.event}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {format.date(item.date)}
            </Text>
            {item.feed === 'approved' && item.articleId && (
              <Badge
                component={Link}
                to={`/newsfeed/${item.articleId}`}
                variant="light"
                style={{ cursor: 'pointer' }}
              >
                {t('public.onFeed')}
              </Badge>
            )}
          </Group>
          <Text fw={600} mt={4}>
            {item.event}
          </Text>
          {item.source && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {isLink(item.source) ? (
                <ExternalLink href={item.source}>
                  {t('public.source', { source: item.source })}
                </ExternalLink>
              ) : (
                t('public.source', { source: item.source })
              )}
            </Text>
          )}
          {item.description && (
            <ExternalLink href={item.description}>
              {t('public.newsPdf', { event: item.event })}
            </ExternalLink>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * `/companies/:id`: a company as anyone sees it (issue 15): its profile (the details the company
 * entered, with no GST number or certificate files), products, news, the share price chart when
 * it has entered prices, and the students' average rating.
 */
export function CompanyPublicPage() {
  const t = useCompanyT();
  const tm = useMessageT();
  const industry = useJobValue();
  const format = useFormat();
  const { id = '' } = useParams();
  const query = usePublicCompany(id);
  usePageTitle(query.data?.name ?? t('public.title'));
  const back = (
    <Anchor component={Link} to="/jobs">
      {t('public.backToJobs')}
    </Anchor>
  );

  if (query.isPending) return <Loading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md" my="md">
        <Title order={1} size="h2">
          {t(missing ? 'public.missingTitle' : 'public.title')}
        </Title>
        {missing ? (
          <Alert color="red" title={tm(COMPANY_AREA_MESSAGES.companyNotFound)} />
        ) : (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            fallback={t('public.loadFailed')}
          />
        )}
        {back}
      </Stack>
    );
  }

  const company = query.data;
  const notGiven = t('public.notGiven');
  const { contact } = company;
  const contactRows: [string, ReactNode][] = [
    [
      t('profile.phone'),
      contact.phone && (
        <Anchor href={`tel:${contact.phone}`}>{readablePhone(contact.phone)}</Anchor>
      ),
    ],
    [
      t('profile.email'),
      contact.email && <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>,
    ],
    [
      t('profile.website'),
      contact.website && <ExternalLink href={contact.website}>{contact.website}</ExternalLink>,
    ],
    [t('profile.address'), contact.address],
  ];
  const givenContact = contactRows.filter(([, value]) => Boolean(value));
  const { rating } = company;

  return (
    <Stack gap="xl" py="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CompanyLogo name={company.name} logo={company.logo} size={72} />
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
          <Text c="dimmed">
            {t('public.place', {
              industry: company.industry ? industry(company.industry) : notGiven,
              location: company.location || notGiven,
            })}
          </Text>
          <Anchor component={Link} to={`/jobs?company=${company._id}`} size="sm">
            {t('public.jobs', { name: company.name })}
          </Anchor>
        </div>
      </Group>

      <Section id="company-about" title={t('public.about')}>
        <Stack gap="sm">
          <Text style={{ whiteSpace: 'pre-line' }}>{company.description || notGiven}</Text>
          <Facts
            caption={t('profile.details')}
            rows={[
              [t('public.founders'), company.founders.join(', ') || notGiven],
              [t('public.established'), company.established || notGiven],
              [
                t('public.website'),
                company.website ? (
                  <ExternalLink href={company.website}>{company.website}</ExternalLink>
                ) : (
                  notGiven
                ),
              ],
              ...(company.certificates.length > 0
                ? [
                    [
                      t('public.certificates'),
                      company.certificates.map((c) => c.name).join(', '),
                    ] as [string, ReactNode],
                  ]
                : []),
            ]}
          />
        </Stack>
      </Section>

      <Section id="company-contact" title={t('public.contact')}>
        {givenContact.length === 0 ? (
          <Text>{t('public.noContact')}</Text>
        ) : (
          <Facts caption={t('public.contact')} rows={givenContact} />
        )}
      </Section>

      <Section id="company-rating" title={t('public.rating')}>
        <Text fw={600}>
          {rating.average === null
            ? t('rating.none')
            : t('rating.average', {
                average: format.number(rating.average),
                count: format.number(rating.count),
              })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('public.ratingHint')}
        </Text>
      </Section>

      <Section id="company-products" title={t('public.products')}>
        <Products company={company} />
      </Section>

      <Section id="company-news" title={t('public.news')}>
        <News company={company} />
      </Section>

      {company.sharePrices.length > 0 && (
        <Section id="company-shares" title={t('public.shares')}>
          <Suspense fallback={<Loading />}>
            <SharePriceChart points={company.sharePrices} />
          </Suspense>
        </Section>
      )}
    </Stack>
  );
}
