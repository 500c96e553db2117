import { aharApi, type MyTiffin } from '@vedann/contracts';
import { MemberReachSection } from '../../messages';

/** How this ahar's reminders, receipts and notices reach the tiffin member (decision 0359). */
export function TiffinReachSection({ tiffin }: { tiffin: MyTiffin }) {
  return (
    <MemberReachSection
      api={aharApi.tiffin.messages}
      memberId={tiffin._id}
      choice={tiffin}
      businessName={tiffin.ahar.name}
      stale={[aharApi.tiffin.mine]}
    />
  );
}
