import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LOAN_MESSAGES, idSchema, libraryApi, pageInfo, todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { containsPattern } from '../../db/search';
import { pdfWork, renderDocumentPdf, sendPdf } from '../../pdf';
import { organizations } from '../orgs/orgs.table';
import { books } from './books.table';
import { loans } from './loans.table';
import { addLoan, deleteLoan, findLoan, overdueOn, returnLoan, toLoan } from './loans.service';
import { loanSlip } from './loans.slip';
import { withOverdueOffers } from './loans.messages';
import { registerWhatsAppSendRoute } from '../messages';

const tags = ['library'];
const api = libraryApi.loans;
const params = z.object({ id: idSchema });

export function registerLoanRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  registerWhatsAppSendRoute(ctx, 'library-loan', loans);
  // Spec 02 section 7: GET /api/loans answers the loans list. Newest first.
  app.route({
    ...routeOf(api.list, tags),
    handler: async (request) => {
      const query = request.query;
      const today = todayInIndia();
      const org = currentOrg(request);
      const conditions: (SQL | undefined)[] = [eq(loans.orgId, org.id)];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(
          or(
            ilike(loans.loanId, pattern),
            ilike(loans.bookName, pattern),
            ilike(loans.borrowerName, pattern),
          ),
        );
      }
      if (query.returnBook !== undefined) conditions.push(eq(loans.returnBook, query.returnBook));
      if (query.overdue !== undefined) {
        conditions.push(query.overdue ? overdueOn(today) : sql`not (${overdueOn(today)})`);
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            loan: loans,
            book: { id: books.id, number: books.number, createdAt: books.createdAt },
          })
          .from(loans)
          .leftJoin(books, eq(books.id, loans.bookId))
          .where(where)
          .orderBy(desc(loans.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(loans).where(where),
      ]);
      return {
        success: true as const,
        loans: await withOverdueOffers(
          db,
          org,
          rows.map((r) => toLoan({ ...r.loan, book: r.book }, today)),
        ),
        ...pageInfo(query, totals?.total ?? 0),
      };
    },
  });

  app.route({
    ...routeOf(api.get, tags),
    handler: async (request) => ({
      success: true as const,
      loan: toLoan(await findLoan(db, currentOrg(request).id, request.params.id)),
    }),
  });

  // Spec 02 section 7: POST /api/loans with the loan fields answers `loan`.
  app.route({
    ...routeOf(api.create, tags),
    handler: async (request, reply) => {
      const row = await addLoan(db, currentOrg(request).id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: LOAN_MESSAGES.added, loan: toLoan(row) });
    },
  });

  // The book comes back: returnBook becomes true and the copy is free again.
  for (const method of ['POST', 'PATCH'] as const) {
    app.route({
      ...routeOf(api.return, tags),
      method,
      handler: async (request) => {
        const orgId = currentOrg(request).id;
        await returnLoan(db, orgId, request.params.id, request.body.returnedOn);
        return {
          success: true as const,
          message: LOAN_MESSAGES.returned,
          loan: toLoan(await findLoan(db, orgId, request.params.id)),
        };
      },
    });
  }

  app.route({
    ...routeOf(api.remove, tags),
    handler: async (request) => {
      await deleteLoan(db, currentOrg(request).id, request.params.id);
      return { success: true as const, message: LOAN_MESSAGES.removed };
    },
  });

  // The loan slip: a one-page PDF the borrower takes with the book.
  app.get(
    '/api/v1/loans/:id/slip',
    { config: { access: api.get.access }, schema: { tags, params } },
    async (request, reply) => {
      const org = currentOrg(request);
      const loan = toLoan(await findLoan(db, org.id, request.params.id));
      const [library] = await db
        .select({ name: organizations.name, city: organizations.city })
        .from(organizations)
        .where(eq(organizations.id, org.id));
      const pdf = await pdfWork(() =>
        renderDocumentPdf(
          loanSlip(loan, { name: library?.name ?? org.name, city: library?.city ?? '' }),
        ),
      );
      return sendPdf(reply, pdf, `Loan ${loan.loanId}.pdf`, 'Loan slip');
    },
  );
}
