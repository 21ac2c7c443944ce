/**
 * The parts of the File System Access API that TypeScript's DOM library does not declare (yet),
 * as much as the library folder uses (`library-*.ts`). Each member is optional because only
 * Chromium-based browsers have them: code tests for them at run time before calling.
 *
 * If a TypeScript upgrade declares one of these itself, the compiler reports a conflict here;
 * remove the member from this file then.
 */

/** What `queryPermission` and `requestPermission` ask about: reading is all the library needs. */
interface FileSystemHandlePermissionDescriptor {
  mode?: 'read' | 'readwrite';
}

interface FileSystemHandle {
  /** The current permission for this handle; never prompts. */
  queryPermission?(descriptor?: FileSystemHandlePermissionDescriptor): Promise<PermissionState>;
  /** Asks the person for permission; needs a user gesture (a click) unless already granted. */
  requestPermission?(descriptor?: FileSystemHandlePermissionDescriptor): Promise<PermissionState>;
}

/** The options of `showDirectoryPicker`. */
interface DirectoryPickerOptions {
  /** Lets the browser remember the last folder picked under this id, apart from other pickers. */
  id?: string;
  mode?: 'read' | 'readwrite';
  startIn?:
    FileSystemHandle | 'desktop' | 'documents' | 'downloads' | 'music' | 'pictures' | 'videos';
}

interface Window {
  /** Opens the browser's folder picker; rejects with an `AbortError` when the person cancels. */
  showDirectoryPicker?(options?: DirectoryPickerOptions): Promise<FileSystemDirectoryHandle>;
}

interface DataTransferItem {
  /**
   * The dropped file or folder as a handle (Chromium), which can be kept and read again later.
   * Must be called during the drop event, like every other getter of the item.
   */
  getAsFileSystemHandle?(): Promise<FileSystemFileHandle | FileSystemDirectoryHandle | null>;
}
