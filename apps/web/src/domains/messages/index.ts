import { lazyComponent } from '../../ui/lazy-component';

/** WhatsApp click-to-chat on the desks' rows (issue 32, item 3; decision 0359). */
export { WhatsAppReceiptButton, WhatsAppSendButton, type WhatsAppSendProps } from './whatsapp-send';

/** A member form's own channel and language (decision 0359). */
export {
  MemberMessageFields,
  useMemberMessageColumns,
  type MemberMessageDraft,
} from './member-message-fields';

/** A member's own choice of channel and language, on their own page (decision 0359). */
export { MemberReachSection, type MemberReachSectionProps } from './member-reach-section';

/** The business's message channels, in its menu (decision 0359). */
export const MessageChannelsPanel = lazyComponent(
  () => import('./channels-panel'),
  'MessageChannelsPanel',
);
