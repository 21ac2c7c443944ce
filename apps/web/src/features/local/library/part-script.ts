/**
 * Which file a linked device's part plays for the video in the player: the library entry's main
 * script, one of its variants or the script of another axis, as the part names it. Pure.
 */
import type { PartScript } from '../../../device';
import type { LibraryFile } from '../../../lib/library-files';
import type { LibraryItem } from './use-library';

/** The file a part plays, or why there is none of its own. */
export type PartFile =
  /** The part plays the device in use's script (it names none, or the main one of a file opened by hand). */
  | { readonly kind: 'same' }
  | { readonly kind: 'file'; readonly file: LibraryFile }
  /** The video has no such script: the part plays the device in use's. */
  | { readonly kind: 'missing' };

/** The file `choice` names for `entry` (`undefined`: the video was opened by hand). */
export function partFile(entry: LibraryItem | undefined, choice: PartScript | undefined): PartFile {
  if (!choice) return { kind: 'same' };
  if (!entry) return choice.kind === 'main' ? { kind: 'same' } : { kind: 'missing' };
  const found = ((): LibraryFile | undefined => {
    switch (choice.kind) {
      case 'main':
        // A variant standing in for a missing main script is not the main script.
        return entry.scriptLabel === undefined ? entry.script : undefined;
      case 'variant':
        return entry.scriptLabel === choice.label
          ? entry.script
          : entry.variants.find((variant) => variant.label === choice.label)?.file;
      case 'axis':
        return entry.axes.find((axis) => axis.axis === choice.axis && axis.variant === undefined)
          ?.file;
    }
  })();
  return found ? { kind: 'file', file: found } : { kind: 'missing' };
}

/** The scripts of `entry` a part may follow, as part choices (the main one first). */
export function partChoices(entry: LibraryItem | undefined): PartScript[] {
  if (!entry) return [];
  return [
    ...(entry.script && entry.scriptLabel === undefined ? [{ kind: 'main' } as const] : []),
    ...(entry.scriptLabel === undefined
      ? []
      : [{ kind: 'variant', label: entry.scriptLabel } as const]),
    ...entry.variants.map((variant) => ({ kind: 'variant', label: variant.label }) as const),
    ...[...new Set(entry.axes.filter((axis) => axis.variant === undefined).map((a) => a.axis))].map(
      (axis) => ({ kind: 'axis', axis }) as const,
    ),
  ];
}
