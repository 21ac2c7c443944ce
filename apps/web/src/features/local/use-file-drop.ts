import { useEffect, useState } from 'react';

/** True when a drag carries files (not text or a link dragged from the page). */
function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * Drag-and-drop of files anywhere on the window while the page is mounted: returns whether files
 * are being dragged over it (for the overlay) and hands dropped files to `onFiles`. Without this,
 * a file dropped outside a drop zone would make the browser navigate away to open it.
 */
export function useFileDrop(
  onFiles: (files: File[]) => void,
  /**
   * Called first with the drop's items, inside the drop event (they go stale after it): true when
   * it took them (a folder, several videos: the library), so they are not handed to `onFiles`.
   */
  onItems?: (items: DataTransferItemList, files: readonly File[]) => boolean,
): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    // dragenter/dragleave fire for every child crossed; count them to know when the drag left.
    let depth = 0;
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth++;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const files = [...(event.dataTransfer?.files ?? [])];
      const items = event.dataTransfer?.items;
      if (items && onItems?.(items, files)) return;
      if (files.length > 0) onFiles(files);
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, [onFiles, onItems]);
  return dragging;
}
