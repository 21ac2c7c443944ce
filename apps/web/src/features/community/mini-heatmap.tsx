import { heatmap, type Action } from '@glide/core';
import { heatLevelOf } from './heatmap-palette';

/** How many bins a card's heatmap has: enough to show a script's shape at card width. */
export const MINI_HEATMAP_BINS = 48;

/**
 * A strip of coloured bins, one per slice of time, coloured by the average speed in the slice.
 * The picture is one image with a text alternative; the legend and the figures on the card say the
 * same in words.
 */
export function MiniHeatmap({ actions, label }: { actions: readonly Action[]; label: string }) {
  const bins = heatmap(actions, MINI_HEATMAP_BINS);
  return (
    <svg
      className="mini-heatmap"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${Math.max(1, bins.length)} 1`}
      preserveAspectRatio="none"
      // Crisp edges: anti-aliased bin borders would show as seams in the stretched strip.
      shapeRendering="crispEdges"
    >
      {bins.map((bin, index) => (
        <rect
          key={bin.startMs}
          x={index}
          y={0}
          width={1}
          height={1}
          fill={heatLevelOf(bin.speed).colour}
          data-level={heatLevelOf(bin.speed).id}
        />
      ))}
    </svg>
  );
}
