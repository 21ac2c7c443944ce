import { axisOfName, isStrokeAxisName, type AxisIdentity } from './axis-names';

/**
 * The ways a script's name can relate to a video's. `clip.twist.funscript` could be the main script
 * of a video called `clip.twist` or the twist axis of `clip`; which one holds depends on the videos
 * present, so pairing tries every reading, most specific (longest video name) first.
 */

/** What a script would be to the video named `base`. */
export type ScriptRole = 'main' | 'variant' | 'axis';

interface ReadingBase {
  /** The video's name without extension, as written in the script's name. */
  readonly base: string;
  /**
   * Lower wins among scripts claiming the same place: the format's preference, plus 2 for a stroke
   * script named explicitly (`clip.L0.funscript` yields to `clip.funscript`).
   */
  readonly rank: number;
}

/** The video's main stroke script. */
export interface MainReading extends ReadingBase {
  readonly role: 'main';
}

/** A labelled variant of the stroke script. */
export interface VariantReading extends ReadingBase {
  readonly role: 'variant';
  readonly label: string;
}

/** A script of another axis, of the main script or of a variant (pack) `label`. */
export interface AxisReading extends ReadingBase {
  readonly role: 'axis';
  readonly axis: AxisIdentity;
  readonly label?: string;
}

/** One reading of a script's name. */
export type ScriptReading = MainReading | VariantReading | AxisReading;

/** A name cut into what comes before a label and the label. */
interface LabelSplit {
  readonly head: string;
  readonly label: string;
}

/** `clip (hard)`, `clip [easy]`, `clip(handy 2)`: a label in brackets at the end. */
const BRACKETED_LABEL = /^(.*?)\s*[([]\s*([^()[\]]*?)\s*[)\]]$/;

/**
 * The two label notations: `clip.hard` (MultiFunPlayer's packs, OFS's axes) and `clip (hard)` (the
 * variant naming people ask players to understand, scriptplayer-plus#5).
 */
function labelSplits(stem: string): LabelSplit[] {
  const out: LabelSplit[] = [];
  const dot = stem.lastIndexOf('.');
  if (dot > 0 && dot < stem.length - 1) {
    out.push({ head: stem.slice(0, dot), label: stem.slice(dot + 1).trim() });
  }
  const bracketed = BRACKETED_LABEL.exec(stem);
  const head = bracketed?.[1];
  const label = bracketed?.[2];
  if (head !== undefined && label !== undefined && head !== '' && label !== '') {
    out.push({ head, label });
  }
  return out.filter((split) => split.label !== '');
}

/**
 * Every reading of a script named `stem` (its name without extension, as written), most specific
 * first: the main script of a video named exactly so; then, for `head.label`:
 * - `label` names the stroke axis (`stroke`, `L0`): the main script of `head`, or the variant a
 *   pack name before it gives (`clip.hard.L0` → variant `hard` of `clip`);
 * - `label` names another axis: that axis of `head`, or of a pack (`clip.hard.twist`);
 * - otherwise: variant `label` of `head`.
 *
 * @param formatRank - The script format's preference (0 for a funscript).
 */
export function scriptReadings(stem: string, formatRank: number): ScriptReading[] {
  const out: ScriptReading[] = [{ base: stem, role: 'main', rank: formatRank }];
  for (const { head, label } of labelSplits(stem)) {
    const axis = axisOfName(label);
    if (isStrokeAxisName(label)) {
      const rank = formatRank + 2;
      out.push({ base: head, role: 'main', rank });
      for (const pack of labelSplits(head)) {
        out.push({ base: pack.head, role: 'variant', label: pack.label, rank });
      }
    } else if (axis !== undefined) {
      out.push({ base: head, role: 'axis', axis, rank: formatRank });
      for (const pack of labelSplits(head)) {
        out.push({ base: pack.head, role: 'axis', axis, label: pack.label, rank: formatRank });
      }
    } else {
      out.push({ base: head, role: 'variant', label, rank: formatRank });
    }
  }
  // Stable: among readings of one length the order above (dot before brackets) stands.
  return out.sort((a, b) => b.base.length - a.base.length);
}
