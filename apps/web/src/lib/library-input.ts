/**
 * A library from a file input: `<input type="file" webkitdirectory multiple>` (a folder, in every
 * desktop browser) or a plain multi-file input. The browser has listed the files already, so
 * this only applies the library's rules to its list.
 */
import { folderCollector, isSkippedName, libraryFile, type OpenedFolder } from './library-files';
import type { LibraryLimits } from './library-files';

/**
 * The folder a file input gave. With `webkitdirectory`, each file's `webkitRelativePath` starts
 * with the picked folder's name (`Videos/Season 1/clip.mp4`): that first segment becomes the
 * folder's `name` and is removed from the paths. Files of a plain input (an empty
 * `webkitRelativePath`) keep their names as paths, and the folder's name is `''`. Hidden files,
 * system junk and too-deep files are left out, as when reading a folder; there is no handle to
 * remember.
 */
export function filesFromInput(
  list: FileList | readonly File[],
  limits: Partial<LibraryLimits> = {},
): OpenedFolder {
  const collector = folderCollector({ limits });
  let name: string | undefined;
  for (const file of Array.from(list)) {
    const segments = relativePathOf(file)
      .split('/')
      .filter((segment) => segment !== '');
    if (segments.length > 1) {
      const folder = segments.shift();
      name ??= folder;
    } else {
      segments.splice(0, segments.length, file.name);
    }
    if (segments.some(isSkippedName)) continue;
    if (segments.length - 1 > collector.limits.maxDepth) {
      collector.tooDeep();
      continue;
    }
    collector.add(libraryFile(segments.join('/'), file, () => Promise.resolve(file)));
    if (collector.full) break;
  }
  return { ...collector.result(), name: name ?? '', origin: 'input', handle: undefined };
}

/** `webkitRelativePath`, or `''` where the browser (or a test's `File`) has none. */
function relativePathOf(file: File): string {
  const path: unknown = file.webkitRelativePath;
  return typeof path === 'string' ? path : '';
}
