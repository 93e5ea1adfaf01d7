import { MAX_ANSWER_BYTES, type LmsClient, type StringTextFold } from '../../src/api/index.ts';
import { createGit } from '../../src/git/git.ts';
import { planByKey } from '../../src/push/translations-by-key.ts';
import { sendByKey } from '../../src/push/sent-by-key.ts';
import type { KeyedText, PushDeps, UploadFile } from '../../src/push/push-types.ts';
import { captureLog, settingsFor } from '../support/fakes.ts';

/** The key-level comparison's plan and sending, against a service answering given items. */

/** A service whose string/list answers these items: [language, key, text, plural?]. */
export function service(items: Array<[string, string, string, boolean?]>): LmsClient {
  return {
    maxAnswerBytes: MAX_ANSWER_BYTES,
    readStringTexts: async (_params: unknown, makeFold: () => StringTextFold) => {
      const fold = makeFold();
      for (const [language, key, text, plural] of items) {
        fold.addText(language, key, text, plural ? key : null);
      }
      return fold;
    },
  } as unknown as LmsClient;
}

/** The push's plan for German (`file`), in the checkout `workspace`, against `client`. */
export function planFor(
  workspace: string,
  client: LmsClient,
  since: string | undefined,
  lines: string[] = [],
  file: UploadFile = DE,
): ReturnType<typeof planByKey> {
  const deps = {
    settings: settingsFor(workspace),
    client,
    git: createGit(workspace),
    log: captureLog(lines),
    branch: 'main',
    ref: 'r',
    stateRef: 's',
    waitedMs: () => 0,
  };
  return planByKey(deps, [file], since);
}

export const DE: UploadFile = {
  path: 'locales/de.json',
  language: 'de',
  localLanguage: 'de',
  source: 'locales/en.json',
  keepServiceTexts: true,
  msgidIsText: false,
};

/** The string/set records sendByKey sends for `texts`, one list per call. */
export async function recordsSent(
  workspace: string,
  texts: readonly KeyedText[],
): Promise<unknown[][]> {
  const sent: unknown[][] = [];
  const client = {
    untilPaced: async () => {},
    string: {
      set: async (params: { data: unknown[] }) => {
        sent.push(params.data);
        return { inserted: 0, updated: params.data.length };
      },
    },
  } as unknown as LmsClient;
  const deps = {
    settings: settingsFor(workspace),
    client,
    git: createGit(workspace),
    log: captureLog([]),
  } as unknown as PushDeps;
  await sendByKey(deps, texts);
  return sent;
}
