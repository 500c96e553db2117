import { companyApi, pageInfo, publicCompanySchema } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../http/endpoint-routes';
import { COMPANY_TAGS as tags } from './company.access';
import { toNews } from './company-news.service';
import { companyCardsPage, readPublicCompany } from './company-pages.service';
import { toProduct } from './company-products.service';

/** The companies' public pages, as students see them. */
export function registerCompanyPageRoutes({ app, db }: AppContext): void {
  // The companies students may write to: public, by name, 12 a page.
  app.route({
    ...routeOf(companyApi.pages, tags),
    handler: async (request) => {
      const { rows, total } = await companyCardsPage(db, request.query);
      return {
        success: true as const,
        companies: rows.map(({ org, profile }) => ({
          _id: org.id,
          name: org.name,
          industry: profile?.industry ?? '',
          location: profile?.location ?? org.city,
          logo: profile?.logo ?? null,
        })),
        ...pageInfo(request.query, total),
      };
    },
  });

  // The company as students see it: public, with no GST number and no certificate files.
  app.route({
    ...routeOf(companyApi.page, tags),
    handler: async (request) => {
      const { profile, products, news, sharePrices, rating } = await readPublicCompany(
        db,
        request.params.id,
      );
      const shown = publicCompanySchema
        .omit({ certificates: true, products: true, news: true, sharePrices: true, rating: true })
        .parse(profile);
      return {
        success: true as const,
        company: {
          ...shown,
          certificates: profile.certificates.map(({ name }) => ({ name })),
          products: products.map(toProduct),
          news: news.map(toNews),
          sharePrices,
          rating,
        },
      };
    },
  });
}
