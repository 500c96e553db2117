import type { BroadcastGroup, NoticeAudience } from '@vedann/contracts';
import { useBroadcastsT } from './i18n';

/** The areas that mount Multiple; each names the directories' audiences its own way. */
export type BroadcastArea = 'gym' | 'ahar';

/** A group's or audience's name in the area's words. */
export function useGroupLabel(area: BroadcastArea) {
  const t = useBroadcastsT();
  return (group: BroadcastGroup | NoticeAudience) =>
    group === 'everyone' ? t('groups.everyone') : t(`groups.${area}.${group}`);
}
