import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captureKey, type KeyAction, type KeyAssignments } from './key-bindings';

/** Props of {@link KeyCaptureButton}. */
export interface KeyCaptureButtonProps {
  action: KeyAction;
  /** The translated name of every action (for this one's label and for conflicts). */
  actionLabel: (action: KeyAction) => string;
  assignments: KeyAssignments;
  /** The id of the text explaining how capture works. */
  helpId: string;
  onBind: (key: string) => void;
}

type Feedback =
  | { readonly kind: 'listening' }
  | { readonly kind: 'bound'; readonly key: string }
  | { readonly kind: 'duplicate'; readonly key: string; readonly usedBy: KeyAction }
  | { readonly kind: 'unbindable' };

/** Keys are shown as they are printed on keycaps. */
export function displayKey(key: string): string {
  return key.toUpperCase();
}

/**
 * Shows the key of one action; with the button focused, pressing a key binds it. A key that
 * another action uses, or one that is no single character, is refused with a message, and the
 * binding stays. Tab, Escape and shortcuts with Ctrl, Alt or Cmd keep their usual meaning.
 */
export function KeyCaptureButton({
  action,
  actionLabel,
  assignments,
  helpId,
  onBind,
}: KeyCaptureButtonProps) {
  const { t } = useTranslation('settings');
  const messageId = useId();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const label = actionLabel(action);
  const refused = feedback?.kind === 'duplicate' || feedback?.kind === 'unbindable';

  let message = '';
  if (feedback?.kind === 'listening') message = t('keys.listening');
  if (feedback?.kind === 'bound')
    message = t('keys.bound', { action: label, key: displayKey(feedback.key) });
  if (feedback?.kind === 'duplicate')
    message = t('keys.duplicate', {
      key: displayKey(feedback.key),
      action: actionLabel(feedback.usedBy),
    });
  if (feedback?.kind === 'unbindable') message = t('keys.unbindable');

  return (
    <div className="settings-key">
      <span className="settings-key__label" aria-hidden>
        {label}
      </span>
      <button
        type="button"
        className="settings-key__button"
        aria-label={t('keys.captureName', { action: label, key: displayKey(assignments[action]) })}
        aria-describedby={`${helpId} ${messageId}`}
        onClick={() => setFeedback({ kind: 'listening' })}
        onBlur={() => setFeedback(null)}
        onKeyDown={(event) => {
          const outcome = captureKey(event, action, assignments);
          if (outcome.kind === 'pass') return;
          // Everything else is ours: no button click on Enter/Space, no page scroll, no shortcut.
          event.preventDefault();
          event.stopPropagation();
          switch (outcome.kind) {
            case 'activate':
              setFeedback({ kind: 'listening' });
              return;
            case 'unbindable':
              setFeedback({ kind: 'unbindable' });
              return;
            case 'duplicate':
              setFeedback(outcome);
              return;
            case 'bind':
              onBind(outcome.key);
              setFeedback({ kind: 'bound', key: outcome.key });
          }
        }}
      >
        <kbd>{displayKey(assignments[action])}</kbd>
      </button>
      <p
        id={messageId}
        className={refused ? 'error settings-key__message' : 'muted settings-key__message'}
        role="status"
      >
        {message}
      </p>
    </div>
  );
}
