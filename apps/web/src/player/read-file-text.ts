/**
 * A file's text, through `FileReader` (every browser has it, and so has the tests' DOM, where
 * `Blob.text()` is missing): how the players and the beatbox read a script the user picked.
 */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
