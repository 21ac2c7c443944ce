/**
 * That the emergency stop was pressed, for code that would otherwise start the device again on its
 * own a moment later (a follow-up of a request that was on its way when the person pressed Escape
 * or "Stop all"). Pages that follow the device's state see a stop only when it changes that state;
 * a stop pressed while nothing moves changes nothing there, and must still hold. So the press
 * itself is counted: a follow-up reads the count when it starts and does nothing that moves the
 * device if it changed meanwhile. Framework-free; one count for the app, since there is one stop.
 */

let stops = 0;
const listeners = new Set<() => void>();

/** How many times the emergency stop was pressed since the app started. */
export function emergencyStopCount(): number {
  return stops;
}

/** Calls `listener` at each press of the emergency stop; returns its disposer. */
export function onEmergencyStop(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a press of the emergency stop, before its requests go out (`use-emergency-stop.ts`). */
export function signalEmergencyStop(): void {
  stops += 1;
  for (const listener of [...listeners]) listener();
}
