/**
 * A transformed script as a `.funscript` file: the file's own metadata kept, and a note of what
 * was applied (`describeTransforms`), so the file says it is not the original.
 */
import { describeTransforms, type Script, type Transform } from '@glide/core';

/** The file's name: the original's with `.glide` before `.funscript` (`clip.funscript` → `clip.glide.funscript`). */
export function transformedFileName(fileName: string): string {
  const base = fileName.replace(/\.(funscript|json|csv)$/i, '');
  return `${base || 'script'}.glide.funscript`;
}

/** The funscript text of `script` (already transformed) with the note of `transforms`. */
export function transformedFunscript(script: Script, transforms: readonly Transform[]): string {
  const note = describeTransforms(transforms);
  const { metadata } = script;
  const notes = [metadata.notes, note]
    .filter((part) => part !== undefined && part !== '')
    .join('\n');
  return JSON.stringify({
    version: '1.0',
    // The actions are written as they now play: the file's inversion is already applied.
    inverted: false,
    range: 100,
    metadata: {
      ...(metadata.title !== undefined ? { title: metadata.title } : {}),
      ...(metadata.creator !== undefined ? { creator: metadata.creator } : {}),
      ...(metadata.durationMs !== undefined
        ? { duration: Math.round(metadata.durationMs / 1000) }
        : {}),
      notes,
    },
    actions: script.actions.map(({ at, pos }) => ({ at, pos })),
  });
}
