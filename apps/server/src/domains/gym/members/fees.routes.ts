import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { GYM_FEE_MESSAGES, gymApi, idSchema } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { apiPath, routeOf } from '../../../http/endpoint-routes';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { pdfWork, renderDocumentPdf, sendPdf } from '../../../pdf';
import { registerWhatsAppSendRoute } from '../../messages';
import { sendReceiptLater } from '../../payments';
import { gymTaxProfile } from '../hub';
import { gymFeePayable } from './fees.payable';
import { feesPage, feeValues, findFee, gymFeeInvoice, toFee, withPayStates } from './fees.service';
import { gymFees, gymMembers } from './gym.table';
import { feeInvoice } from './invoice';

const tags = ['gym: fees'];
const api = gymApi.members;

/** Fees (spec 03 sections 3, 4, 7 and 9): the list filters by the page's year and month. */
export function registerGymFeeRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  registerWhatsAppSendRoute(ctx, 'gym-receipt', gymFees);
  app.route({
    ...routeOf(api.feeList, tags),
    handler: async (request) => ({
      success: true as const,
      ...(await feesPage(db, currentOrg(request).id, request.query)),
    }),
  });

  app.route({
    ...routeOf(api.addFee, tags),
    handler: async (request, reply) => {
      const orgId = currentOrg(request).id;
      // The invoice number is issued in the transaction that records the fee (decision 0349).
      const id = await db.transaction(async (tx) => {
        const values = await feeValues(tx, orgId, request.body);
        const [row] = await tx
          .insert(gymFees)
          .values({ ...values, orgId, ...(await gymFeeInvoice(tx, orgId, values.feeFrom)) })
          .returning({ id: gymFees.id });
        return row?.id ?? '';
      });
      const saved = await findFee(db, orgId, id);
      // A fee recorded paid is its member's receipt (sent once, after the answer).
      sendReceiptLater(ctx, gymFeePayable, orgId, id, request.log);
      return reply.status(201).send({
        success: true as const,
        message: GYM_FEE_MESSAGES.created,
        fee: toFee(saved.fee, saved),
      });
    },
  });

  app.route({
    ...routeOf(api.fee, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const [fee] = await withPayStates(db, orgId, [await findFee(db, orgId, request.params.id)]);
      if (!fee) throw notFound(GYM_FEE_MESSAGES.notFound);
      return { success: true as const, fee };
    },
  });

  app.route({
    ...routeOf(api.updateFee, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      await findFee(db, orgId, request.params.id);
      await db
        .update(gymFees)
        .set(await feeValues(db, orgId, request.body))
        .where(and(eq(gymFees.orgId, orgId), eq(gymFees.id, request.params.id)));
      const saved = await findFee(db, orgId, request.params.id);
      // Marked paid: the receipt goes to the member (once, however often it is saved).
      sendReceiptLater(ctx, gymFeePayable, orgId, saved.fee.id, request.log);
      return {
        success: true as const,
        message: GYM_FEE_MESSAGES.updated,
        fee: toFee(saved.fee, saved),
      };
    },
  });

  app.route({
    ...routeOf(api.removeFee, tags),
    handler: async (request) => {
      const [row] = await db
        .delete(gymFees)
        .where(and(eq(gymFees.orgId, currentOrg(request).id), eq(gymFees.id, request.params.id)))
        .returning({ id: gymFees.id });
      if (!row) throw notFound(GYM_FEE_MESSAGES.notFound);
      return { success: true as const, message: GYM_FEE_MESSAGES.removed };
    },
  });

  // The fee's GST invoice (beyond the spec): a file, downloaded by its path.
  app.get(
    apiPath(`${api.fees.path}/:id/invoice`),
    {
      config: { access: api.fees.access.read },
      schema: { tags, params: z.object({ id: idSchema }) },
    },
    async (request, reply) => {
      const org = currentOrg(request);
      const row = await findFee(db, org.id, request.params.id);
      const [fee] = await withPayStates(db, org.id, [row]);
      if (!fee) throw notFound(GYM_FEE_MESSAGES.notFound);
      if (row.fee.currency !== 'INR') throw badRequest(GYM_FEE_MESSAGES.invoiceCurrency);
      // The business's tax details are the gym profile's (one GSTIN per gym, checked there).
      const tax = await gymTaxProfile(db, org.id);
      if (!tax) throw conflict(GYM_FEE_MESSAGES.noGstin);
      const [member] = await db
        .select()
        .from(gymMembers)
        .where(eq(gymMembers.id, row.fee.memberId))
        .limit(1);
      const pdf = await pdfWork(() =>
        renderDocumentPdf(
          feeInvoice(
            { ...fee, id: row.fee.id },
            {
              name: row.name,
              memberId: row.memberCode,
              state: member?.state ?? '',
              address: member?.address ?? '',
              mobile: member?.mobile ?? '',
            },
            { name: tax.name || org.name, gstin: tax.gstin, address: tax.address },
            {
              payLink: fee.pay?.payLink ?? null,
              utr: fee.pay?.payment?.status === 'confirmed' ? fee.pay.payment.utr : '',
            },
          ),
        ),
      );
      return sendPdf(reply, pdf, `Invoice ${row.memberCode} ${row.fee.feeFrom}.pdf`, 'Invoice');
    },
  );
}
