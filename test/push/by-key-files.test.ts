import type { LmsClient, StringTextFold } from '../../src/api/index.ts';
import { createGit } from '../../src/git/git.ts';
import { sendFilesByKey } from '../../src/push/by-key-files.ts';
import { keyTextsOf, serviceNameOf } from '../../src/push/key-texts.ts';
import type { PushDeps, UploadFile } from '../../src/push/push-types.ts';
import { keyOf } from '../../src/translations/index.ts';
import { captureLog, settingsFor } from '../support/fakes.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A format the revision cannot import (a `.resx` on 1.0.9.2) goes up by string/set: the keys of
 * its base file made, its changed texts set, as the import would have left the service.
 */

const RESX = (values: Record<string, string>) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<root>\n${Object.entries(values)
    .map(
      ([name, value]) =>
        `  <data name="${name}" xml:space="preserve">\n    <value>${value}</value>\n  </data>\n`,
    )
    .join('')}</root>\n`;

const BASE: UploadFile = {
  path: 'Properties/Resources.resx',
  language: 'en',
  localLanguage: 'en',
  source: 'Properties/Resources.resx',
  keepServiceTexts: false,
  msgidIsText: false,
};

/** A service listing these items ([language, key, text]), and what string/set got. */
function service(items: Array<[string, string, string]>): { client: LmsClient; sent: unknown[][] } {
  const sent: unknown[][] = [];
  const client = {
    maxAnswerBytes: 256 * 1024 * 1024,
    readStringTexts: async (_params: unknown, makeFold: () => StringTextFold) => {
      const fold = makeFold();
      for (const [language, key, text] of items) fold.addText(language, key, text, null);
      return fold;
    },
    string: {
      set: async (params: { data: unknown[] }) => {
        sent.push(params.data);
        return { inserted: '0', updated: '0' };
      },
    },
  } as unknown as LmsClient;
  return { client, sent };
}

describe('sendFilesByKey', () => {
  it.for(['1.0.9.2', '1.0.9.3'] as const)(
    'makes the keys the service lacks with platform and file name, sets changed texts, and leaves a name the service has twice (%s)',
    async (revision, { startRepository }) => {
      const repo = await startRepository({
        [BASE.path]: RESX({ Hello: 'Hello', Bye: 'Goodbye', Quit: 'Quit', Same: 'Same' }),
      });
      const workspace = await repo.checkout();
      const { client, sent } = service([
        ['en', 'Bye', 'Bye'],
        ['en', 'Quit', 'Quit'],
        ['en', 'Quit', 'Quit'],
        ['en', 'Same', 'Same'],
      ]);
      const lines: string[] = [];
      const deps = {
        settings: settingsFor(workspace, {
          revision,
          files:
            '- source: Properties/Resources.resx\n  translation: Properties/Resources.%LOCALE%.resx',
          ...(revision === '1.0.9.2' ? { 'download-url': 'https://files.example.com/' } : {}),
        }),
        client,
        git: createGit(workspace),
        log: captureLog(lines),
        waitedMs: () => 0,
      } as unknown as PushDeps;
      const [outcome] = await sendFilesByKey(deps, [BASE], 'en');
      expect(outcome?.result).toEqual({ inserted: 1, updated: 1, skipped: 1 });
      const file =
        revision === '1.0.9.3'
          ? { filename_other: 'Properties/Resources.resx' }
          : { filename: 'Resources.resx' };
      expect(sent).toEqual([
        [
          { key: 'Hello', translations: { en: 'Hello' }, platform_mask: 16, ...file },
          { key: 'Bye', translations: { en: 'Goodbye' } },
        ],
      ]);
      expect(lines.join('\n')).toContain(
        'warning: Properties/Resources.resx: Quit: the service has each name in several files',
      );
    },
  );
});

describe('the service names of a file’s keys', () => {
  it('joins a nested key with ::, and gathers a plural key’s forms under its name', () => {
    expect(serviceNameOf(keyOf(['inbox.count', 'messages', 'few']))).toEqual({
      name: 'inbox.count::messages',
      form: 'few',
      stem: ['inbox.count', 'messages'],
    });
    const texts = keyTextsOf(
      new Map<string, string | number>([
        [keyOf(['inbox.count']), '%#@messages@'],
        [keyOf(['inbox.count', 'messages', 'one']), '%lu message'],
        [keyOf(['inbox.count', 'messages', 'other']), '%lu messages'],
        [keyOf(['version']), 3],
      ]),
    );
    expect([...texts.values()]).toEqual([
      { name: 'inbox.count', text: '%#@messages@' },
      { name: 'inbox.count::messages', forms: { one: '%lu message', other: '%lu messages' } },
    ]);
  });
});
