import { useOta } from '../../device';
import { OtaCards } from './ota-cards';

/** `/ota`'s content (and `/ota-fw3`'s, with its guide first): the update to the latest release. */
export function LatestOtaBody({ fw3 = false }: { readonly fw3?: boolean }) {
  return <OtaCards controls={useOta()} fw3={fw3} />;
}
