/**
 * Aborts (and so SIGKILLs the action's process) as soon as `condition` holds, checked every
 * millisecond from the test's process: e.g. once the emulator has recorded k imports, or once a
 * staging folder appears in the checkout. `fired` says whether it did before `stop()`.
 */
export function killWhen(condition: () => boolean): {
  readonly signal: AbortSignal;
  readonly fired: () => boolean;
  stop(): void;
} {
  const controller = new AbortController();
  const timer = setInterval(() => {
    let met = false;
    try {
      met = condition();
    } catch {
      // A folder that vanished between two looks: not yet.
    }
    if (met) {
      controller.abort();
      clearInterval(timer);
    }
  }, 1);
  return {
    signal: controller.signal,
    fired: () => controller.signal.aborted,
    stop: () => clearInterval(timer),
  };
}
