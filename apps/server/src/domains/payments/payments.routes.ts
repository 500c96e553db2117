import { UTR_MESSAGES } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { registerPayLinkRoutes } from './gateway.routes';
import {
  decidePayment,
  receiptOfPayment,
  recordUtrPayment,
  reportUtrPayment,
  type Payable,
} from './payments.service';
import { sendReceiptLater } from './receipts';

const tags = ['payments'];

/**
 * The UTR routes of one kind of fee, mounted by the area that keeps the fees (decision 0343):
 * the desk records a UTR and confirms or rejects a reported one, with the permission of its fee
 * screen; the member reports the UTR of their own fee. A confirmed payment that issued a
 * receipt sends it to the member (`Payable.receiptMessage`).
 */
export function registerUtrPaymentRoutes(ctx: AppContext, payable: Payable): void {
  const { app, db } = ctx;
  const { api } = payable;
  registerPayLinkRoutes(ctx, payable);
  app.route({
    ...routeOf(api.record, tags),
    handler: async (request, reply) => {
      const orgId = currentOrg(request).id;
      const payment = await recordUtrPayment(
        db,
        payable,
        orgId,
        currentUser(request).id,
        request.body,
      );
      const receiptId = await receiptOfPayment(db, orgId, payment._id);
      sendReceiptLater(ctx, payable, orgId, receiptId, request.log);
      return reply
        .status(201)
        .send({ success: true as const, message: UTR_MESSAGES.recorded, payment });
    },
  });

  app.route({
    ...routeOf(api.report, tags),
    handler: async (request, reply) => {
      const payment = await reportUtrPayment(db, payable, currentUser(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: UTR_MESSAGES.reported, payment });
    },
  });

  app.route({
    ...routeOf(api.decide, tags),
    handler: async (request) => {
      const { decision } = request.body;
      const orgId = currentOrg(request).id;
      const payment = await decidePayment(
        db,
        payable,
        orgId,
        currentUser(request).id,
        request.params.id,
        decision,
      );
      if (decision === 'confirm') {
        const receiptId = await receiptOfPayment(db, orgId, payment._id);
        sendReceiptLater(ctx, payable, orgId, receiptId, request.log);
      }
      return {
        success: true as const,
        message: decision === 'confirm' ? UTR_MESSAGES.confirmed : UTR_MESSAGES.rejected,
        payment,
      };
    },
  });
}
