import type { HspPoint } from './hsp-buffer';

/** A server-side STREAM (reference §6: append-only, points in time order, closable). */
export interface ServerStream {
  ref: string;
  points: HspPoint[];
  closed: boolean;
}

/**
 * The STREAM protocol's streams. The provider fills them through a separate Stream API the reference
 * does not describe; the emulator fills them through its control API.
 */
export class StreamStore {
  private readonly streams = new Map<string, ServerStream>();

  /** A stream by reference. */
  get(ref: string): ServerStream | undefined {
    return this.streams.get(ref);
  }

  /**
   * Appends points (creating the stream on first use) and optionally closes it. Points must continue
   * in time order and a closed stream takes nothing more; returns the appended points.
   */
  append(ref: string, points: readonly HspPoint[], close: boolean): ServerStream {
    const stream = this.streams.get(ref) ?? { ref, points: [], closed: false };
    if (stream.closed && points.length > 0) throw new Error(`Stream ${ref} is closed.`);
    let lastMs = stream.points.at(-1)?.t ?? -Infinity;
    for (const p of points) {
      if (p.t < lastMs) throw new Error('Stream points must be in time order.');
      lastMs = p.t;
    }
    stream.points.push(...points);
    if (close) stream.closed = true;
    this.streams.set(ref, stream);
    return stream;
  }

  /** All streams. */
  list(): ServerStream[] {
    return [...this.streams.values()];
  }

  /** Forgets everything. */
  clear(): void {
    this.streams.clear();
  }
}
