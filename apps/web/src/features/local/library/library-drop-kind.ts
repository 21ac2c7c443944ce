/**
 * Whether a drop is a library (a folder, or more than one video) rather than a video and its
 * script for the player: read from the items while the drop event lasts.
 */
import { fileKindOf } from '../intake/file-kind';

/** A drop's item, as far as this looks. */
export interface DroppedItem {
  webkitGetAsEntry?(): { readonly isDirectory: boolean } | null;
}

/** True for a drop that holds a folder or several videos. */
export function isLibraryDrop(items: ArrayLike<DroppedItem>, files: readonly File[]): boolean {
  for (let i = 0; i < items.length; i++) {
    if (items[i]?.webkitGetAsEntry?.()?.isDirectory) return true;
  }
  return files.filter((file) => fileKindOf(file) === 'video').length > 1;
}
