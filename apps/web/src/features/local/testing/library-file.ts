import type { LibraryFile } from '../../../lib/library-files';

/** A library file `Clips/<name>` holding `text`, or failing to open with the error given. */
export function libraryFile(name: string, text: string | Error = '{"actions":[]}'): LibraryFile {
  return {
    path: `Clips/${name}`,
    name,
    size: typeof text === 'string' ? text.length : 0,
    lastModified: 1,
    type: '',
    file: () =>
      text instanceof Error ? Promise.reject(text) : Promise.resolve(new File([text], name)),
  };
}
