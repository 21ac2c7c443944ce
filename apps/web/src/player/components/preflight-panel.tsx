import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  suggestedTransform,
  type Finding,
  type FindingKind,
  type FixKind,
  type Script,
  type Transform,
} from '@glide/core';
import { Button } from '../../ui';
import { transformedFileName, transformedFunscript } from '../transformed-funscript';
import type { Preflight } from '../use-preflight';
import './preflight-panel.css';

/** Props of {@link PreflightPanel}. */
export interface PreflightPanelProps {
  readonly preflight: Preflight;
  /** The script file's name, for the export. */
  readonly fileName: string;
  /** Fixes that are the page's, not a transform's: offered only when given. */
  readonly onSwitchToHsp?: () => void;
  readonly onPickVariant?: () => void;
  /** Findings the page says in its own words elsewhere. */
  readonly hide?: readonly FindingKind[];
  /** Only the findings, without fixes (what plays is not a script the page can transform). */
  readonly readOnly?: boolean;
}

/** A finding in words, with its figures (numbers formatted by `format`). */
function message(finding: Finding, t: TFunction<'player'>, format: (n: number) => string): string {
  const seconds = (ms: number) => format(Math.round(ms / 1000));
  switch (finding.kind) {
    case 'tooFast':
      return t('preflight.finding.tooFast', {
        count: format(finding.segmentCount),
        worst: format(finding.worstMmPerS),
        limit: format(finding.limitMmPerS),
        reached: format(finding.worstReachedPct),
        late: format(finding.worstLateMs),
      });
    case 'tooDense':
      return t('preflight.finding.tooDense', {
        count: format(finding.intervalCount),
        shortest: format(finding.shortestIntervalMs),
        threshold: format(finding.thresholdMs),
      });
    case 'lengthMismatch':
      return t('preflight.finding.lengthMismatch', {
        script: seconds(finding.scriptMs),
        video: seconds(finding.videoMs),
      });
    case 'startsLate':
      return t('preflight.finding.startsLate', { at: seconds(finding.firstActionMs) });
    case 'endsEarly':
      return t('preflight.finding.endsEarly', {
        at: seconds(finding.lastActionMs),
        video: seconds(finding.videoMs),
      });
    case 'inverted':
      return t('preflight.finding.inverted');
    case 'range':
      return t('preflight.finding.range', { range: format(finding.rangePct) });
    case 'narrowBand':
      return t('preflight.finding.narrowBand', {
        min: format(finding.minPct),
        max: format(finding.maxPct),
      });
    case 'tooLargeForHost':
      return t('preflight.finding.tooLargeForHost', {
        size: format(Math.ceil(finding.scriptBytes / 1024)),
        limit: format(Math.floor(finding.limitBytes / 1024)),
      });
    case 'variants':
      return t('preflight.finding.variants', { count: format(finding.variantCount) });
  }
}

/** A fix's button label. */
function fixLabel(
  kind: FixKind,
  finding: Finding,
  t: TFunction<'player'>,
  format: (n: number) => string,
): string {
  switch (kind) {
    case 'simplify':
      return t('preflight.fix.simplify', {
        away: format(finding.kind === 'tooDense' ? finding.simplifiedAwayCount : 0),
      });
    case 'limitSpeed':
      return t('preflight.fix.limitSpeed');
    case 'slowDown':
      return t('preflight.fix.slowDown');
    case 'invert':
      return t('preflight.fix.invert');
    case 'remapRange':
      return t('preflight.fix.remapRange');
    case 'switchToHsp':
      return t('preflight.fix.switchToHsp');
    case 'pickVariant':
      return t('preflight.fix.pickVariant');
  }
}

/**
 * Before anything plays: what the script asks that the device will not do as written (too fast,
 * too dense, too long for the host…), what it does instead, and the fix in one click; the fixes
 * applied, each with Undo; and the transformed script as a file. Nothing shows for a clean script.
 */
export function PreflightPanel({
  preflight,
  fileName,
  onSwitchToHsp,
  onPickVariant,
  hide = [],
  readOnly = false,
}: PreflightPanelProps) {
  const { t, i18n } = useTranslation('player');
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const format = (n: number) => number.format(n);
  const { transforms, script } = preflight;
  const findings = preflight.findings.filter((finding) => !hide.includes(finding.kind));
  if (findings.length === 0 && transforms.length === 0) return null;

  const fix = (finding: Finding, kind: FixKind) => {
    if (kind === 'switchToHsp') return onSwitchToHsp?.();
    if (kind === 'pickVariant') return onPickVariant?.();
    const transform = suggestedTransform(finding, kind);
    if (transform) preflight.apply(transform);
  };
  const offered = (kind: FixKind) =>
    !readOnly &&
    (kind !== 'switchToHsp' || onSwitchToHsp !== undefined) &&
    (kind !== 'pickVariant' || onPickVariant !== undefined);

  return (
    <section className="card stack preflight" aria-labelledby={headingId} data-testid="preflight">
      <h2 id={headingId}>{t('preflight.heading')}</h2>
      {findings.length > 0 && (
        <ul className="preflight__findings">
          {findings.map((finding) => (
            <li
              key={finding.kind}
              className={`preflight__finding preflight__finding--${finding.severity}`}
              data-testid={`preflight-${finding.kind}`}
            >
              <p>
                <strong>{t(`preflight.severity.${finding.severity}`)}</strong>{' '}
                {message(finding, t, format)}
              </p>
              <div className="preflight__fixes">
                {finding.fixes.filter(offered).map((kind) => (
                  <Button key={kind} variant="secondary" onClick={() => fix(finding, kind)}>
                    {fixLabel(kind, finding, t, format)}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {transforms.length > 0 && (
        <div className="stack">
          <h3 className="preflight__subheading">{t('preflight.applied')}</h3>
          <ul className="preflight__applied">
            {transforms.map((transform, index) => (
              <li key={`${index}-${transform.kind}`} data-testid="preflight-applied">
                <span>{describe(transform, t, format)}</span>
                <Button variant="ghost" onClick={() => preflight.undo(index)}>
                  {t('preflight.undo')}
                </Button>
              </li>
            ))}
          </ul>
          {script && <ExportLink script={script} transforms={transforms} fileName={fileName} />}
        </div>
      )}
    </section>
  );
}

/** A transform in words. */
function describe(
  transform: Transform,
  t: TFunction<'player'>,
  format: (n: number) => string,
): string {
  switch (transform.kind) {
    case 'limitSpeed':
    case 'slowDown':
      return t(`preflight.transform.${transform.kind}` as const, {
        speed: format(transform.maxPctPerS),
      });
    case 'simplify':
      return t('preflight.transform.simplify', { tolerance: format(transform.tolerancePct) });
    case 'remapRange':
      return t('preflight.transform.remapRange', {
        min: format(transform.toMin ?? 0),
        max: format(transform.toMax ?? 100),
      });
    case 'offsetTime':
      return t('preflight.transform.offsetTime', { ms: format(transform.offsetMs) });
    case 'invert':
      return t('preflight.transform.invert');
  }
}

function ExportLink({
  script,
  transforms,
  fileName,
}: {
  script: Script;
  transforms: readonly Transform[];
  fileName: string;
}) {
  const { t } = useTranslation('player');
  const text = transformedFunscript(script, transforms);
  return (
    <a
      className="ui-button ui-button--secondary preflight__export"
      href={`data:application/json;charset=utf-8,${encodeURIComponent(text)}`}
      download={transformedFileName(fileName)}
      data-testid="preflight-export"
    >
      {t('preflight.export')}
    </a>
  );
}
