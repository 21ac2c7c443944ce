import { useTranslation } from 'react-i18next';
import { isKeyboardClick, TAP_PAD_ATTRIBUTE } from './tap-input';

/** Props of {@link TapPad}. */
export interface TapPadProps {
  /** Taps counted so far: each new one shows a short pulse (none with reduced motion). */
  readonly taps: number;
  /** A tap from the keyboard (Enter) or assistive technology; presses are heard page-wide. */
  readonly onTap: (atMs: number) => void;
}

/**
 * The big tap button, within thumb reach under the clip. A press on it is heard with every other
 * press on the page (`tap-input.ts`), at the moment the finger lands; its click counts only when
 * no press came first (Enter, a screen reader).
 */
export function TapPad({ taps, onTap }: TapPadProps) {
  const { t } = useTranslation('sync');
  return (
    <button
      type="button"
      className="tap-pad"
      {...{ [TAP_PAD_ATTRIBUTE]: '' }}
      onClick={(event) => {
        if (isKeyboardClick(event.nativeEvent)) onTap(event.timeStamp);
      }}
    >
      <span key={taps} className="tap-pad__pulse" aria-hidden />
      <span className="tap-pad__label">{t('calibration.pad')}</span>{' '}
      <span className="tap-pad__hint">{t('calibration.padHint')}</span>
    </button>
  );
}
