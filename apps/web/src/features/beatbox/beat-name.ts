/** The settings keep a beat's name to this many characters. */
export const BEAT_NAME_MAX = 100;

/** What is wrong with a name a person typed for a beat, if anything. */
export function checkBeatName(name: string): 'empty' | 'tooLong' | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > BEAT_NAME_MAX) return 'tooLong';
  return undefined;
}
