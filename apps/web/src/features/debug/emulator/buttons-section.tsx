import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, NativeSelect } from '../../../ui';
import { ActionResultLine } from './action-result';
import { BUTTON_EVENTS, BUTTONS, type EmulatorControl } from './emulator-control';
import { useControlAction } from './use-control-action';

type ButtonName = (typeof BUTTONS)[number];
type ButtonEvent = (typeof BUTTON_EVENTS)[number];

/** Presses one of the emulated device's buttons: the device sends `button_event` as if pressed. */
export function ButtonsSection({ control }: { readonly control: EmulatorControl }) {
  const { t } = useTranslation('debug');
  const action = useControlAction();
  const [button, setButton] = useState<ButtonName>('UP');
  const [event, setEvent] = useState<ButtonEvent>('SHORT_PRESS');
  return (
    <section className="debug-card" aria-labelledby="emulator-buttons">
      <h2 id="emulator-buttons">{t('emulator.buttons.heading')}</h2>
      <div className="debug-toolbar">
        <NativeSelect
          label={t('emulator.buttons.button')}
          value={button}
          options={BUTTONS.map((value) => ({ value, label: value }))}
          onValueChange={setButton}
          translate="no"
        />
        <NativeSelect
          label={t('emulator.buttons.event')}
          value={event}
          options={BUTTON_EVENTS.map((value) => ({ value, label: value }))}
          onValueChange={setEvent}
          translate="no"
        />
        <div className="debug-actions">
          <Button
            disabled={action.pending}
            onClick={() =>
              void action.run(
                () => control.press(button, event),
                () => t('emulator.buttons.pressed', { button, event }),
              )
            }
          >
            {t('emulator.buttons.press')}
          </Button>
        </div>
      </div>
      <ActionResultLine result={action.result} />
    </section>
  );
}
