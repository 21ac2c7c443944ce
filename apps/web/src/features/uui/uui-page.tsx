import { useTranslation } from 'react-i18next';
import { ConnectButton } from '../../device';
import { PageHeader } from '../../ui';
import { CodeSample } from './code-sample';
import { linkSample, REACT_SAMPLE } from './embed-samples';
import { StatusLegend } from './status-legend';
import './uui.css';

/**
 * The compact connect button, live (the very component of the header, sharing its connection),
 * what its colours mean, and how to put it, or a connecting link, somewhere else.
 */
export default function UuiPage() {
  const { t } = useTranslation('uui');
  return (
    <div className="uui-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <section className="card" aria-labelledby="uui-try-heading">
        <h2 id="uui-try-heading">{t('try.heading')}</h2>
        <p>{t('try.text')}</p>
        <div className="uui-stage">
          <ConnectButton />
        </div>
      </section>
      <section className="card" aria-labelledby="uui-statuses-heading">
        <h2 id="uui-statuses-heading">{t('statusesHeading')}</h2>
        <StatusLegend />
      </section>
      <section className="card" aria-labelledby="uui-embed-heading">
        <h2 id="uui-embed-heading">{t('embed.heading')}</h2>
        <CodeSample
          title={t('embed.react.title')}
          description={t('embed.react.description')}
          code={REACT_SAMPLE}
        />
        <CodeSample
          title={t('embed.link.title')}
          description={t('embed.link.description')}
          code={linkSample(window.location.origin)}
        />
      </section>
    </div>
  );
}
