import { useOtaVersion } from '../../device';
import { OtaCards } from './ota-cards';

/**
 * `/ota/:version/:fw_feature_flag`'s content: the update to the release the route names, looked
 * up in the versions the server offers ("Specific OTA not found" when it is not among them).
 */
export function ChosenOtaBody({ version, featureFlag }: { version: string; featureFlag: string }) {
  return <OtaCards controls={useOtaVersion(version, featureFlag)} chosen />;
}
