/**
 * The emulator as a process:
 *
 *     npm run --silent emulator -- [--port-1093 N] [--port-1092 N] [--time-scale X] [--token-rw T] [--token-ro T] [--item-shape recorded|interface]
 *
 * Prints exactly one line of JSON on stdout once both ports listen (the URLs, the download URL and
 * the tokens), nothing else there, and serves until SIGTERM or SIGINT, then exits 0. Problems go to
 * stderr with exit code 2 (bad arguments) or 1 (could not start).
 */
import { parseArgs } from 'node:util';
import type { EmulatorOptions } from './server.ts';
import { startEmulator } from './server.ts';
import { ITEM_SHAPES, type ItemShape } from './string-items.ts';
import { serveUntilStopped } from '../support/serve-until-stopped.ts';

function options(): EmulatorOptions {
  const { values } = parseArgs({
    options: {
      'port-1093': { type: 'string' },
      'port-1092': { type: 'string' },
      'time-scale': { type: 'string' },
      'token-rw': { type: 'string' },
      'token-ro': { type: 'string' },
      'item-shape': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = (name: string, text: string | undefined): number | undefined => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value > 65_535)
      throw new Error(`--${name} must be a port number (0-65535), not '${text}'`);
    return value;
  };
  const scale = values['time-scale'];
  if (scale !== undefined && !(Number(scale) >= 0 && scale.trim() !== '')) {
    throw new Error(`--time-scale must be a number of at least 0, not '${scale}'`);
  }
  const shape = values['item-shape'];
  if (shape !== undefined && !ITEM_SHAPES.includes(shape as ItemShape)) {
    throw new Error(`--item-shape must be one of ${ITEM_SHAPES.join(', ')}, not '${shape}'`);
  }
  const result: EmulatorOptions = {};
  if (shape !== undefined) result.itemShape = shape as ItemShape;
  const port1093 = port('port-1093', values['port-1093']);
  const port1092 = port('port-1092', values['port-1092']);
  if (port1093 !== undefined) result.port1093 = port1093;
  if (port1092 !== undefined) result.port1092 = port1092;
  if (scale !== undefined) result.timeScale = Number(scale);
  if (values['token-rw'] !== undefined) result.tokenRw = values['token-rw'];
  if (values['token-ro'] !== undefined) result.tokenRo = values['token-ro'];
  return result;
}

async function main(): Promise<void> {
  let parsed: EmulatorOptions;
  try {
    parsed = options();
  } catch (error) {
    console.error(`emulator: ${(error as Error).message}`);
    console.error(
      'usage: emulator [--port-1093 N] [--port-1092 N] [--time-scale X] [--token-rw T] [--token-ro T] [--item-shape recorded|interface]',
    );
    process.exit(2);
  }
  const emulator = await startEmulator(parsed);
  serveUntilStopped(() => emulator.close());
  process.stdout.write(
    `${JSON.stringify({
      '1.0.9.3': emulator.urls['1.0.9.3'],
      '1.0.9.2': emulator.urls['1.0.9.2'],
      downloadUrl: emulator.downloadUrl,
      tokens: { readWrite: emulator.tokens.readWrite, readOnly: emulator.tokens.readOnly },
    })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`emulator: could not start: ${(error as Error).message}`);
  process.exit(1);
});
