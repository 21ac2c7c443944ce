import { baseNameOf, fileKindOf, type NamedFile } from './file-kind';

/** What a set of picked or dropped files comes to. */
export interface FilePairing<F extends NamedFile> {
  /** The video to load, if the set holds one. */
  readonly video: F | undefined;
  /** The script to load, if one belongs to the video (or is the only script). */
  readonly script: F | undefined;
  /** Files that are neither a video nor a script. */
  readonly unsupported: readonly F[];
  /** Scripts left over because none or several could be matched to the video. */
  readonly unpaired: readonly F[];
}

/**
 * Pairs files the way people drop them: a video and the script whose base name matches it
 * (`movie.mp4` + `movie.funscript`) go together; a lone script goes with the video (the one
 * dropped with it, or the one already loaded, which is the caller's business). With several
 * scripts and no match, none is guessed: they are reported as unpaired. With several videos the
 * first is taken and the others reported as unpaired too (a player shows one video).
 */
export function pairFiles<F extends NamedFile>(files: readonly F[]): FilePairing<F> {
  const videos = files.filter((file) => fileKindOf(file) === 'video');
  const scripts = files.filter((file) => fileKindOf(file) === 'script');
  const unsupported = files.filter((file) => fileKindOf(file) === 'other');
  const video = videos[0];
  let script: F | undefined;
  if (video !== undefined) {
    const base = baseNameOf(video.name);
    script = scripts.find((candidate) => baseNameOf(candidate.name) === base);
  }
  if (script === undefined && scripts.length === 1) script = scripts[0];
  const unpaired = [...videos.slice(1), ...scripts.filter((candidate) => candidate !== script)];
  return { video, script, unsupported, unpaired };
}
