import {
  MESSAGE_MESSAGES,
  messagesApi,
  type MessageSubject,
  type WhatsAppSendEndpoint,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { createMessageChannels } from './channels';
import { readChannels, recordWhatsAppSend, saveChannels, settingsOf } from './messages.service';

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
 * Mounts a subject's "Send on WhatsApp" record for the area that keeps its records: `owns` says
 * whether the record is the current business's (another business's is not found).
 */
export function registerWhatsAppSendRoute(
  { app, db }: AppContext,
  api: WhatsAppSendEndpoint,
  subject: MessageSubject,
  owns: (db: Db, orgId: string, target: string) => Promise<boolean>,
): void {
  app.route({
    ...routeOf(api, tags),
    handler: async (request, reply) => {
      const orgId = currentOrg(request).id;
      if (!(await owns(db, orgId, request.body.target))) throw notFound(MESSAGE_MESSAGES.notFound);
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
