import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link FolderInput}. */
export interface FolderInputProps {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly onFiles: (files: readonly File[]) => void;
}

/**
 * The folder input (`webkitdirectory`), hidden: every browser has it (the directory picker is
 * Chromium's), and the library's "Open folder" falls back to it. Its files carry their paths.
 */
export function FolderInput({ inputRef, onFiles }: FolderInputProps) {
  const { t } = useTranslation('local');
  return (
    <input
      ref={inputRef}
      type="file"
      multiple
      hidden
      // Not in React's types, but in every browser's: the input picks a folder.
      {...{ webkitdirectory: '' }}
      aria-label={t('library.folderInput')}
      data-testid="library-folder-input"
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        // Cleared, so that choosing the same folder again still reports a change.
        event.currentTarget.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}
