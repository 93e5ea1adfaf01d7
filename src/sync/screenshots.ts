import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import picomatch from 'picomatch';
import type { LmsClient } from '../api/index.ts';
import type { Settings } from '../inputs.ts';
import type { Log } from './log.ts';

export interface ScreenshotOutcome {
  readonly path: string;
  readonly error?: string;
}

const IMAGE = /\.(png|jpe?g)$/i;

/** Uploads the changed images that match the `screenshots` globs (1.0.9.3 only). */
export async function uploadScreenshots(options: {
  settings: Settings;
  client: LmsClient;
  log: Log;
  paths: readonly string[];
}): Promise<ScreenshotOutcome[]> {
  const { settings, client, log } = options;
  if (settings.push.screenshots.length === 0) return [];
  const matches = picomatch([...settings.push.screenshots]);
  const images = options.paths.filter((p) => IMAGE.test(p) && matches(p));
  if (images.length === 0) return [];
  return log.group(`Upload ${images.length} screenshots`, async () => {
    const outcomes: ScreenshotOutcome[] = [];
    for (const path of images) {
      try {
        const image = await readFile(join(settings.context.workspace, path));
        await client.project.screenshot({
          id: settings.projectId,
          screenshot: image.toString('base64'),
          autotag: settings.push.screenshotAutotag,
        });
        log.info(`${path}: uploaded`);
        outcomes.push({ path });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error(`${path}: ${message}`);
        outcomes.push({ path, error: message });
      }
    }
    return outcomes;
  });
}
