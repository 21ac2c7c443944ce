import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';

/** The pages under `/debug` (spec §2). */
export type DebugSection =
  'home' | 'channel' | 'channelSdk' | 'channelStore' | 'emulator' | 'simulator' | 'ota';

/**
 * The debug pages (`/debug` and its children, in the debug layout). Each says what the tool is for
 * and shows the live connection; the tools arrive with the issues that need them.
 */
export default function DebugPage({ section }: { section: DebugSection }) {
  const { t } = useTranslation('debug');
  return (
    <>
      <PageHeader title={t(`sections.${section}.title`)} lead={t(`sections.${section}.lead`)} />
      <ConnectionStatus />
    </>
  );
}
