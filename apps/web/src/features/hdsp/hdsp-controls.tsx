import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asksToConnect, useConnection, useHdsp } from '../../device';
import { Tabs } from '../../ui';
import { HdspCallForm, type HdspFlags } from './hdsp-call-form';
import {
  DEFAULT_DRAFT,
  HDSP_CALLS,
  toHdspMove,
  validateHdsp,
  type FieldProblem,
  type HdspCall,
  type HdspDraft,
  type HdspField,
} from './hdsp-calls';
import { HdspLiveState } from './hdsp-live-state';

/**
 * Direct positioning: a tab per HDSP call with that call's fields, the shared options, and the
 * device's live HDSP state. Without a connected device the controls are disabled and say why.
 */
export function HdspControls() {
  const { t } = useTranslation('hdsp');
  const { t: tc } = useTranslation('common');
  const { status, connectionKey } = useConnection();
  const command = useHdsp();
  const { multicast, lastOutcome } = command;
  const connected = status === 'connected';
  const [call, setCall] = useState<HdspCall>('xava');
  const [draft, setDraft] = useState<HdspDraft>(DEFAULT_DRAFT);
  // Stop-on-target off is the reference's advice for smooth chains of moves.
  const [flags, setFlags] = useState<HdspFlags>({ stopOnTarget: false, immediateResponse: false });
  const [problems, setProblems] = useState<Partial<Record<HdspField, FieldProblem>>>({});

  const failure = lastOutcome?.results.find(
    (result) => result.connectionKey === connectionKey && !result.ok,
  );

  const submit = () => {
    const validation = validateHdsp(call, draft, flags);
    if (!validation.ok) {
      setProblems(validation.problems);
      return;
    }
    setProblems({});
    void command.move(toHdspMove(validation.request));
  };

  return (
    <div className="stack">
      {asksToConnect(status) && <p className="notice">{t('controls.connectFirst')}</p>}
      {connected && multicast && <p className="muted">{t('controls.multicast')}</p>}
      <HdspLiveState />
      <Tabs
        label={t('controls.callsLabel')}
        value={call}
        onValueChange={(next) => {
          setCall(next);
          setProblems({});
        }}
        items={HDSP_CALLS.map((item) => ({
          value: item,
          label: t(`calls.${item}.tab`),
          content: (
            <HdspCallForm
              call={item}
              draft={draft}
              problems={problems}
              flags={flags}
              disabled={!connected}
              onFieldChange={(field, text) => {
                setDraft((current) => ({ ...current, [field]: text }));
                setProblems(({ [field]: _cleared, ...rest }) => rest);
              }}
              onFlagsChange={setFlags}
              onSubmit={submit}
            />
          ),
        }))}
      />
      {failure && !failure.ok && (
        <p role="alert" className="error">
          {tc(`errors.${failure.error.key}`, failure.error.values)}
        </p>
      )}
    </div>
  );
}
