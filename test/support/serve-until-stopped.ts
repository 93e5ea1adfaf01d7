/**
 * Keeps a command-line server (the emulator, the GitHub stand-in) until it is told to stop:
 * SIGTERM or Ctrl-C, or its parent leaving. npm forwards SIGTERM (the script lines use `exec`),
 * but a runner that kills npm outright would orphan the server with its ports held.
 */
export function serveUntilStopped(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // Exit even if something holds the loop open; closing is only a courtesy to open connections.
    setTimeout(() => process.exit(0), 2_000).unref();
    void close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 500).unref();
}
