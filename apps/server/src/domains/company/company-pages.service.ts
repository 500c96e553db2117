import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/search';
import { companyProfiles } from '../jobs';
import { organizations } from '../orgs/orgs.table';
import { latestNews } from './company-news.service';
import { productsShown } from './company-products.service';
import { readCompanyProfile } from './company-profile.service';
import { ratingSummary } from './company-ratings.service';
import { sharePriceChart } from './company-share-prices.service';

/** One page of the companies, by name, with their profiles; `search` looks in the name. */
export async function companyCardsPage(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const { page, limit, search } = query;
  const where = and(
    eq(organizations.kind, 'company'),
    search ? ilike(organizations.name, containsPattern(search)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ org: organizations, profile: companyProfiles })
      .from(organizations)
      .leftJoin(companyProfiles, eq(companyProfiles.orgId, organizations.id))
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** What a company's public page is made of: its profile, products, news, prices and rating. */
export async function readPublicCompany(db: Db, orgId: string) {
  const profile = await readCompanyProfile(db, orgId);
  const [products, news, sharePrices, rating] = await Promise.all([
    productsShown(db, orgId),
    latestNews(db, orgId),
    sharePriceChart(db, orgId),
    ratingSummary(db, orgId),
  ]);
  return { profile, products, news, sharePrices, rating };
}
