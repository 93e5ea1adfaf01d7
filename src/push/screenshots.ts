import { messageOf } from '../common/message-of.ts';
import { realpath } from 'node:fs/promises';
import picomatch from 'picomatch';
import type { LmsClient } from '../api/index.ts';
import type { Settings } from '../inputs/index.ts';
import { MAX_SCREENSHOT_BYTES, readForUpload } from '../files/checkout-file.ts';
import type { Log } from '../common/log.ts';
import { count } from '../common/plural.ts';

export interface ScreenshotOutcome {
  readonly path: string;
  readonly error?: string;
  /** Why the image was not read (not a regular file of the checkout, too large). */
  readonly skipped?: string;
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
  return log.group(`Upload ${count(images.length, 'screenshot')}`, async () => {
    const outcomes: ScreenshotOutcome[] = [];
    const root = await realpath(settings.context.workspace);
    for (const path of images) {
      try {
        const image = await readForUpload(root, path, MAX_SCREENSHOT_BYTES);
        if (!image.ok) {
          log.warning(`${path}: not uploaded: ${image.reason}`);
          outcomes.push({ path, skipped: `not uploaded: ${image.reason}` });
          continue;
        }
        await client.project.screenshot({
          id: settings.projectId,
          screenshot: image.content.toString('base64'),
          autotag: settings.push.screenshotAutotag,
        });
        log.info(`${path}: uploaded`);
        outcomes.push({ path });
      } catch (error) {
        const message = messageOf(error);
        log.error(`${path}: ${message}`);
        outcomes.push({ path, error: message });
      }
    }
    return outcomes;
  });
}
