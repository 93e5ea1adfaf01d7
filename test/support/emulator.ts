import {
  createClient,
  type ClientOptions,
  type LmsClient,
  type Revision,
} from '../../src/api/index.ts';
import { startEmulator, type Emulator, type EmulatorOptions } from '../emulator/server.ts';

export const BOTH_REVISIONS: readonly Revision[] = ['1.0.9.3', '1.0.9.2'];

/** Starts an emulator for one test file; closes it when the file's tests end. */
export async function withEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  return startEmulator({ timeScale: 0.001, ...options });
}

/** A client of one revision of the emulator, with the read-write token unless told otherwise. */
export function clientFor(
  emulator: Emulator,
  revision: Revision,
  options: Partial<ClientOptions> = {},
): LmsClient {
  return createClient({
    baseUrl: emulator.urls[revision],
    revision,
    token: emulator.tokens.readWrite,
    downloadUrl: emulator.downloadUrl,
    timeScale: 0.001,
    timeoutMs: 5_000,
    ...options,
  });
}

/** A JSON translation file as the import endpoint takes it. */
export function jsonFile(name: string, content: object): { name: string; content: Uint8Array } {
  return { name, content: Buffer.from(JSON.stringify(content, null, 2)) };
}
