import {
  MESSAGE_MESSAGES,
  WHATSAPP_SEND_APIS,
  messagesApi,
  type MessageSubject,
} from '@vedann/contracts';
import { notFound } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { createMessageChannels } from './channels';
import {
  isOrgRecord,
  readChannels,
  recordWhatsAppSend,
  saveChannels,
  settingsOf,
  type OrgRecordTable,
} from './messages.service';

const tags = ['messages'];

/** The business's channels, and the desk's record of what it sent by click-to-chat. */
export function registerMessageRoutes({ app, db, config }: AppContext): void {
  const providers = createMessageChannels(config);

  app.route({
    ...routeOf(messagesApi.settings, tags),
    handler: async (request) => ({
      success: true as const,
      settings: settingsOf(await readChannels(db, currentOrg(request).id), providers),
    }),
  });

  app.route({
    ...routeOf(messagesApi.saveSettings, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      await saveChannels(db, orgId, request.body.channels);
      return {
        success: true as const,
        message: MESSAGE_MESSAGES.saved,
        settings: settingsOf(request.body.channels, providers),
      };
    },
  });
}

/**
 * Mounts a subject's "Send on WhatsApp" record (`WHATSAPP_SEND_APIS`) for the area that keeps
 * its records: `records` is the table whose row the send is about, and a row of another business
 * is not found.
 */
export function registerWhatsAppSendRoute(
  { app, db }: AppContext,
  subject: MessageSubject,
  records: OrgRecordTable,
): void {
  app.route({
    ...routeOf(WHATSAPP_SEND_APIS[subject], tags),
    handler: async (request, reply) => {
      const orgId = currentOrg(request).id;
      if (!(await isOrgRecord(db, records, orgId, request.body.target))) {
        throw notFound(MESSAGE_MESSAGES.notFound);
      }
      const user = currentUser(request);
      const send = await recordWhatsAppSend(
        db,
        orgId,
        { id: user.id, fullname: user.fullname },
        { subject, ...request.body },
      );
      return reply
        .status(201)
        .send({ success: true as const, message: MESSAGE_MESSAGES.recorded, send });
    },
  });
}
