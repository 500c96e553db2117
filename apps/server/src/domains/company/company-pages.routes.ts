import { z } from 'zod';
import {
  companyCardSchema,
  idSchema,
  pageInfo,
  pageQuerySchema,
  publicCompanySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { pagedAnswer } from '../../http/paging';
import { COMPANY_TAGS as tags } from './company.access';
import { toNews } from './company-news.service';
import { companyCardsPage, readPublicCompany } from './company-pages.service';
import { toProduct } from './company-products.service';

/** The companies' public pages, as students see them. */
export function registerCompanyPageRoutes({ app, db }: AppContext): void {
  // The companies students may write to: public, by name, 12 a page.
  app.get(
    '/api/v1/company-pages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pagedAnswer('companies', companyCardSchema) },
      },
    },
    async (request) => {
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
  );

  // The company as students see it: public, with no GST number and no certificate files.
  app.get(
    '/api/v1/company-pages/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: z.object({ success: z.literal(true), company: publicCompanySchema }) },
      },
    },
    async (request) => {
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
  );
}
