/** A request body that streams in chunks (no length known up front) and counts what was read. */

/** A lazily produced body and how much of it the server pulled. */
export interface StreamingBody {
  readonly stream: ReadableStream<Uint8Array>;
  /** Bytes handed to the reader so far. */
  readonly pulledBytes: () => number;
}

/**
 * `totalBytes` of `prefix` followed by filler, produced chunk by chunk only when the reader asks:
 * nothing is held in memory up front, so a test can send hundreds of MiB.
 */
export function streamingBody(
  totalBytes: number,
  options: { prefix?: string; chunkBytes?: number } = {},
): StreamingBody {
  const chunkBytes = options.chunkBytes ?? 64 * 1024;
  const prefix = new TextEncoder().encode(options.prefix ?? '');
  const filler = new Uint8Array(chunkBytes).fill(0x61); // 'a'
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= totalBytes) {
          controller.close();
          return;
        }
        const source = pulled === 0 && prefix.byteLength > 0 ? prefix : filler;
        const chunk = source.subarray(0, Math.min(source.byteLength, totalBytes - pulled));
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    // No read-ahead: what was pulled is what the server asked for.
    { highWaterMark: 0 },
  );
  return { stream, pulledBytes: () => pulled };
}

/** `RequestInit` for a streaming body (Node's fetch needs `duplex: 'half'` for one). */
export function streamingInit(
  method: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): RequestInit {
  const init: RequestInit & { duplex: 'half' } = { method, body, headers, duplex: 'half' };
  return init;
}
