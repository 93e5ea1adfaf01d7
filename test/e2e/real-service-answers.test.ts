import { annotations } from '../support/action-runner.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { withGerman } from '../support/german-pull.ts';

/**
 * Answers the real service gave, as public v1 clients recorded them, where the interface text
 * leaves them open (issue 38); the emulator speaks as the recordings do.
 */
describe('a webhook_url in export-params on 1.0.9.3', () => {
  it('without download-url is an input problem named before the first request; with it, the pull works', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    const exportParams = JSON.stringify({ webhook_url: 'https://hooks.example.com/l10n' });
    const mark = s.emulator.calls.length;
    const refused = await s.run({ 'export-params': exportParams, 'download-url': '' });
    expect(refused.code).toBe(1);
    expect(annotations(refused.stdout, 'error')).toEqual([
      'Input required for pulls with a webhook_url in export-params and not supplied: download-url (the export answer then has no full_file)',
    ]);
    expect(s.emulator.calls.slice(mark)).toEqual([]);

    // The control: with download-url the bundle is found by its `file` below it.
    const pulled = await s.run({ 'export-params': exportParams });
    expect(pulled.code, pulled.stdout).toBe(0);
    expect(s.calls('project/export', mark).at(-1)?.params['webhook_url']).toBe(
      'https://hooks.example.com/l10n',
    );
    expect(pulled.outputs['pulled-files']).toBe('1');
  });
});

describe('a bundle served as application/octet-stream, as the real service served them', () => {
  it('is read as a zip by its bytes: its type decides nothing, an error page in it is refused', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    const pulled = await s.run();
    expect(pulled.code, pulled.stdout).toBe(0);
    expect(pulled.outputs['pulled-files']).toBe('1');
    const file = s.calls('download').at(-1)?.params['file'] ?? '';
    const served = await fetch(`${s.emulator.downloadUrl}${file}`, { method: 'HEAD' });
    expect(served.headers.get('content-type')).toBe('application/octet-stream');

    // An error page a proxy served under the same type is no bundle: nothing is written.
    s.emulator.store.nextBundle = Buffer.from('<html><body>502 Bad Gateway</body></html>');
    const refused = await s.run({ 'max-retries': '0' });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/the download from \S+ is not a zip file/);
  });
});

describe('export-params the interface does not list', () => {
  it('are sent as given with one warning each: the service takes or refuses them', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    const mark = s.emulator.calls.length;
    // The service owner's own v1 command-line tool sent include_description; the real service took it.
    const taken = await s.run({ 'export-params': 'include_description: true' });
    expect(taken.code, taken.stdout).toBe(0);
    expect(annotations(taken.stdout, 'warning')).toContain(
      "export-params: 'include_description' is not a parameter the interface lists; sent as given (the service may ignore or refuse it)",
    );
    expect(s.calls('project/export', mark).at(-1)?.params['include_description']).toBe('1');
    expect(taken.outputs['pulled-files']).toBe('1');

    // One the service does not know: its own error, named.
    const refused = await s.run({ 'export-params': 'made_up: 1' });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/4040.*unknown parameter made_up/);
    // Their names are in the log, their values not: what they do is not shown.
    expect(refused.stdout).toContain('"unlisted":{"made_up":"(hidden)"}');
  });
});
