import type { BroadcastGroup, NoticeAudience } from '@vedann/contracts';
import type { ResourceApi } from '../../lib/resource';
import { useBroadcastsT } from './i18n';

/** The areas that mount Multiple; each names the directories' audiences its own way. */
export type BroadcastArea = 'gym' | 'ahar';

/** The messages sent: the history's list, and what a sent message refreshes. */
export const HISTORY: ResourceApi = { path: '/broadcasts', listKey: 'broadcasts' };

/** A group's or audience's name in the area's words. */
export function useGroupLabel(area: BroadcastArea) {
  const t = useBroadcastsT();
  return (group: BroadcastGroup | NoticeAudience) =>
    group === 'everyone' ? t('groups.everyone') : t(`groups.${area}.${group}`);
}
