import { useState } from 'react';
import { useTimeOffsetKeys, useUserTimeOffset, type ErrorMessage } from '../../device';
import { clampSyncOffset, playerOffsetMs } from './sync-offset';

/** Where "Save to device" is. */
export type SaveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly offsetMs: number }
  | { readonly kind: 'failed'; readonly error: ErrorMessage | undefined };

/** How a save ended: taken, or refused with the reason (none when no device was connected). */
export type SaveOffsetResult =
  { readonly ok: true } | { readonly ok: false; readonly error: ErrorMessage | undefined };

/** What {@link useSyncOffset} returns. */
export interface SyncOffset {
  /** The offset the user hears now, ms (+ = the device later). */
  readonly valueMs: number;
  /** What the device keeps; undefined until read (no device). */
  readonly savedMs: number | undefined;
  /** True when the value differs from what the device keeps. */
  readonly unsaved: boolean;
  /** The part the player adds on top of the device's own offset. */
  readonly playerOffsetMs: number;
  readonly change: (offsetMs: number) => void;
  readonly save: () => Promise<void>;
  /**
   * Saves `offsetMs` to the device in place of the draft (the tap calibration's "Apply" and
   * "Undo"); resolves with whether the device took it. The draft then follows the device again.
   */
  readonly saveValue: (offsetMs: number) => Promise<SaveOffsetResult>;
  readonly saveState: SaveState;
}

/**
 * The sync test's draft of the user time offset: it starts at the device's own, follows the offset
 * control and the e/d keys (claimed from the device while the page is shown), plays at once through
 * the player, and is written to the device only by {@link SyncOffset.save}.
 */
export function useSyncOffset(): SyncOffset {
  const { offsetMs: savedMs, save } = useUserTimeOffset();
  // The user's edit; undefined follows the device's value (before any edit, and after a save).
  const [draftMs, setDraftMs] = useState<number | undefined>(undefined);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const valueMs = draftMs ?? savedMs ?? 0;

  const change = (offsetMs: number) => {
    setDraftMs(clampSyncOffset(offsetMs));
    setSaveState({ kind: 'idle' });
  };
  useTimeOffsetKeys((stepMs) => {
    setDraftMs((draft) => clampSyncOffset((draft ?? savedMs ?? 0) + stepMs));
    setSaveState({ kind: 'idle' });
  });

  const saveValue = async (offsetMs: number): Promise<SaveOffsetResult> => {
    const draftBefore = draftMs;
    setSaveState({ kind: 'saving' });
    const result = await save(offsetMs);
    if (result.ok) {
      // The session now holds the saved value; the draft follows it again, unless it was changed
      // while the save was on its way.
      setDraftMs((draft) => (draft === draftBefore ? undefined : draft));
      setSaveState({ kind: 'saved', offsetMs });
    } else {
      setSaveState({ kind: 'failed', error: result.error });
    }
    return result;
  };

  return {
    valueMs,
    savedMs,
    unsaved: valueMs !== savedMs,
    playerOffsetMs: playerOffsetMs(valueMs, savedMs),
    change,
    saveState,
    save: async () => {
      await saveValue(valueMs);
    },
    saveValue,
  };
}
