/**
 * Wraps an async action so that rapid calls (a slider being dragged) never queue up: while one call
 * is in flight, only the newest requested value is kept and sent when it finishes.
 */
export function latestOnly<T>(action: (value: T) => Promise<void>): (value: T) => void {
  let inFlight = false;
  let pending: { value: T } | null = null;

  const run = async (value: T): Promise<void> => {
    inFlight = true;
    try {
      await action(value);
    } finally {
      inFlight = false;
      const next = pending;
      pending = null;
      if (next) void run(next.value);
    }
  };

  return (value: T) => {
    if (inFlight) pending = { value };
    else void run(value);
  };
}
