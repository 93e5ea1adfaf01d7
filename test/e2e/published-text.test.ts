import { createHash } from 'node:crypto';
import { jsonFile } from '../support/emulator.ts';
import { json, startAnswerProxy } from '../reliability/support/answer-proxy.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * What the pull request body and the job summary publish: within GitHub's limits without a line
 * cut in the middle, no export parameter that acts elsewhere, and no text of the service turned
 * into a link or a reference.
 */

/** GitHub's limits: characters of a pull request body, bytes of a step's summary. */
const BODY_LIMIT = 65_536;
const SUMMARY_LIMIT = 1024 * 1024;

/** 4,000 letters that do not compress (a bundle of repeated text would pass for a zip bomb). */
function letters(seed: number): string {
  let out = '';
  for (let block = 0; out.length < 4000; block++) {
    const digest = createHash('sha256').update(`${seed}/${block}`).digest();
    for (const byte of digest) out += String.fromCharCode(97 + (byte % 26));
  }
  return out.slice(0, 4000);
}

/** The lines of a Markdown text that start a table row, less the tables' delimiter rows. */
function tableRows(markdown: string): string[] {
  return markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
}

describe('the pull request body and the summary within their limits', () => {
  it('shortens long keys, so no row is cut and both stay within their limits', async ({
    startScenario,
  }) => {
    // 300 keys of 4,000 characters whose German misses the placeholder: 300 "Needs review" rows.
    const keys = Array.from(
      { length: 300 },
      (_, i) => `${String(i).padStart(3, '0')}${letters(i)}`,
    );
    const en = Object.fromEntries(keys.map((key) => [key, 'Hello %s']));
    const de = Object.fromEntries(keys.map((key) => [key, 'Hallo']));
    const s = await startScenario({
      files: { 'locales/en.json': JSON.stringify(en) },
      languages: ['de'],
      inputs: { mode: 'pull' },
    });
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'en',
      file: jsonFile('en.json', en),
    });
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'de',
      file: jsonFile('de.json', de),
    });

    const run = await s.run();
    expect(run.code).toBe(0);
    const body = s.github.pulls[0]?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(BODY_LIMIT);
    expect(Buffer.byteLength(run.summary, 'utf8')).toBeLessThanOrEqual(SUMMARY_LIMIT);
    for (const markdown of [body, run.summary]) {
      expect(markdown).not.toContain('(cut:');
      const rows = tableRows(markdown);
      expect(rows.filter((row) => !row.endsWith(' |'))).toEqual([]);
      // A key shows its start and its end, cut in the middle.
      expect(rows).toContainEqual(expect.stringMatching(/^\| de \| `000[a-z]{27}…[a-z]{25}` \|/));
    }
    expect(body).toContain('| … | and 250 more | | | |');
    expect(run.summary).toContain('| de | `299');
  });
});

describe('export parameters that act elsewhere', () => {
  it('masks a webhook_url in the log and leaves it and repos out of the pull request and the summary', async ({
    startScenario,
  }) => {
    const hook = 'http://127.0.0.1:9/services/T0000/B0000/s3cret-chat-hook';
    const s = await startScenario({
      files: { 'locales/en.json': '{"hello":"Hello"}' },
      languages: ['de'],
      inputs: { mode: 'pull' },
    });
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'de',
      file: jsonFile('de.json', { hello: 'Hallo' }),
    });
    const exportParams = JSON.stringify({ webhook_url: hook, repos: ['octo/private-app'] });

    const run = await s.run({ 'export-params': exportParams });
    expect(run.code).toBe(0);
    // Still sent to the service: the user asked for it.
    expect(s.calls('project/export')[0]?.params['webhook_url']).toBe(hook);
    expect(run.stdout).toContain(`::add-mask::${hook}`);
    const printed = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    expect(printed).not.toContain(hook);
    expect(printed).toMatch(/Exporting with \{.*"webhook_url":"\(hidden\)".*"repos":"\(hidden\)"/);
    const body = s.github.pulls[0]?.body ?? '';
    for (const markdown of [body, run.summary]) {
      expect(markdown).not.toContain(hook);
      expect(markdown).not.toContain('octo/private-app');
    }
    expect(body).toContain(
      'Not shown: `webhook_url`, `repos`, which make the service act elsewhere.',
    );

    const dry = await s.run({ 'export-params': exportParams, 'dry-run': 'true' });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(
      '[dry-run] would export with {"webhook_url":"(hidden)","repos":"(hidden)"}; left out of this export',
    );
    for (const text of [dry.summary, dry.stdout.replace(/^::add-mask::.*$/gm, '')]) {
      expect(text).not.toContain(hook);
      expect(text).not.toContain('octo/private-app');
    }
  });
});

describe('text from the service in the summary cannot link', () => {
  it('defuses a bare address, www., GH-12, owner/repo#12 and a commit id in an error message', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'locales/en.json': '{"hello":"Hello"}' },
      languages: ['de'],
      inputs: { mode: 'pull' },
    });
    const proxy = await startAnswerProxy(s.emulator.urls['1.0.9.3']);
    try {
      proxy.answer(
        '/api/project/export',
        json({
          response: {
            status: 'error',
            code: '4040',
            message:
              'Read https://evil.example/x or www.evil.example, see GH-12 and octo/app#12, commit a5c3785ed8d6a35868bc169f07e40e889087fd2e',
          },
        }),
      );
      const run = await s.run({ 'api-url': proxy.url });
      expect(run.code).toBe(1);
      expect(run.summary).toContain('Read https<!-- -->://evil.example/x');
      expect(autolinks(run.summary)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

/**
 * What GitHub would turn into a link or a reference in a Markdown text, outside code: bare
 * addresses, `www.`, `GH-12`, `#12`, `@name`, commit ids.
 */
function autolinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/(`+)[^`]*?\1/g, '');
  return (
    prose.match(
      /[a-z]+:\/\/|\bwww\.|\bGH-\d|#\d|@[\p{L}\p{N}]|(?<![\p{L}\p{N}])[0-9a-f]{7,40}(?![\p{L}\p{N}])/giu,
    ) ?? []
  );
}
