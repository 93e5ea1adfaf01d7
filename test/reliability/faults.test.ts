import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { uploaded } from '../support/scenario.ts';
import { startAnswerProxy } from './support/answer-proxy.ts';
import {
  announcedRetries,
  faultsByKind,
  importsPerFile,
  originRefs,
  serviceData,
  status,
} from './support/checks.ts';
import { burst4048, faultMix } from './support/fault-mix.ts';
import { reportFigures } from './support/figures.ts';
import {
  englishFiles,
  germanFiles,
  germanOnService,
  messageScenario,
  proposedFiles,
} from './support/message-files.ts';
import { describe, expect, it } from '../support/fixtures.ts';

const COUNT = 20;
const BRANCH = 'l10n-sync/main';
/**
 * What a user sets for a flaky service: time-outs short enough to matter, and retries enough
 * that 20 % faults almost never exhaust them (0.2⁹ ≈ 5·10⁻⁷ per call, a burst of three 4048
 * answers included). The time-out is given as it runs: the time scale (0.01) shortens
 * http-timeout only down to 60 s (src/inputs/http-timeout.ts), and takes one below that as given.
 */
const FLAKY = { 'http-timeout': '1', 'max-retries': '8' };

describe('transient faults', () => {
  it('finishes a 20-file sync at 20 % faults with each file imported once and the German files in the pull request', async ({
    startScenario,
  }) => {
    const s = await messageScenario(startScenario, COUNT);
    const mark = s.emulator.calls.length;
    s.emulator.faults.add([
      burst4048('project/import', 4, 3),
      burst4048('project/export', 1, 2),
      ...faultMix(0.2),
    ]);
    const run = await s.run(FLAKY);
    const calls = s.calls(undefined, mark);

    expect(run.code).toBe(0);
    const perFile = importsPerFile(calls);
    expect([...perFile.keys()].sort()).toEqual(Object.keys(englishFiles(COUNT)).sort());
    expect([...perFile.values()].filter((n) => n !== 1)).toEqual([]);
    expect(proposedFiles(s.fixture.origin, BRANCH)).toEqual(germanFiles(COUNT));
    expect(s.github.openPulls()).toHaveLength(1);
    expect(run.outputs).toMatchObject({
      'pushed-files': String(COUNT),
      'pulled-files': String(COUNT),
      'pull-request-operation': 'created',
    });
    expect(s.syncRef()).toBe(git(s.fixture.origin, 'rev-parse', 'main'));

    const faulted = calls.filter((c) => c.fault);
    const random = faulted.filter((c) => c.fault !== '4048');
    expect(faulted.length).toBeGreaterThanOrEqual(5);
    // Each faulted call was retried, and the run said so.
    expect(announcedRetries(run.stdout)).toBe(faulted.length);
    reportFigures('20 % faults, 20-file sync', {
      calls: calls.length,
      faulted: faulted.length,
      randomRate: +(random.length / (calls.length - (faulted.length - random.length))).toFixed(3),
      byKind: faultsByKind(calls),
      imports: [...perFile.values()].reduce((a, b) => a + b, 0),
      retries: announcedRetries(run.stdout),
      filesInPullRequest: Object.keys(proposedFiles(s.fixture.origin, BRANCH)).length,
    });
  });

  it('fails at 100 % faults with one clear line and leaves the ref, origin, the service and the checkout as they were; a re-run completes', async ({
    startScenario,
  }) => {
    const s = await messageScenario(startScenario, COUNT);
    expect((await s.run()).code).toBe(0);
    const before = git(s.fixture.origin, 'rev-parse', 'main');
    await s.fixture.commit(englishFiles(5, 2), 'Change five files');
    await germanOnService(s, COUNT, 2);
    const refs = originRefs(s.fixture.origin);
    const data = serviceData(s.emulator);
    const pull = JSON.stringify(s.github.pulls);

    const mark = s.emulator.calls.length;
    s.emulator.faults.add(faultMix(1));
    const failed = await s.run(FLAKY);
    const calls = s.calls(undefined, mark);
    expect(failed.code).toBe(1);
    const errors = annotations(failed.stdout, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBe(expectedMessage('language/list', calls));
    // One first try and eight retries, every one of them faulted; nothing else was attempted.
    expect(calls.map((c) => `${c.endpoint} ${c.fault ?? c.code}`)).toEqual(
      calls.map((c) => `language/list ${c.fault ?? 'served'}`),
    );
    expect(calls).toHaveLength(9);
    expect(s.syncRef()).toBe(before);
    expect(originRefs(s.fixture.origin)).toBe(refs);
    expect(serviceData(s.emulator)).toBe(data);
    expect(JSON.stringify(s.github.pulls)).toBe(pull);
    expect(status(failed.workspace)).toBe('');

    s.emulator.faults.clear();
    const again = s.emulator.calls.length;
    const rerun = await s.run(FLAKY);
    expect(rerun.code).toBe(0);
    expect([...importsPerFile(s.calls(undefined, again))].sort()).toEqual(
      Object.keys(englishFiles(5)).map((path) => [path, 1]),
    );
    expect(rerun.outputs['pull-request-operation']).toBe('updated');
    expect(proposedFiles(s.fixture.origin, BRANCH)).toEqual(germanFiles(COUNT, 2));
    expect(s.syncRef()).toBe(git(s.fixture.origin, 'rev-parse', 'main'));
    reportFigures('100 % faults, then none', {
      failedRunCalls: calls.length,
      byKind: faultsByKind(calls),
      message: errors[0],
      rerunImports: importsPerFile(s.calls(undefined, again)).size,
    });
  });

  it('fails a pull whose every download faults without touching the checkout or the pull request; a re-run completes', async ({
    startScenario,
  }) => {
    const s = await messageScenario(startScenario, COUNT, { mode: 'pull' });
    expect((await s.run()).code).toBe(0);
    await germanOnService(s, COUNT, 2);
    const refs = originRefs(s.fixture.origin);
    const pull = JSON.stringify(s.github.pulls);

    const mark = s.emulator.calls.length;
    s.emulator.faults.add(faultMix(1, { endpoint: 'download' }));
    const failed = await s.run(FLAKY);
    const downloads = s.calls('download', mark);
    expect(failed.code).toBe(1);
    const url = `${s.emulator.downloadUrl}${[...s.emulator.store.bundles.keys()].at(-1) ?? ''}`;
    expect(annotations(failed.stdout, 'error')).toEqual([
      expectedMessage('download', downloads, url),
    ]);
    expect(downloads).toHaveLength(9);
    expect(downloads.every((c) => c.fault !== undefined)).toBe(true);
    expect(status(failed.workspace)).toBe('');
    expect(originRefs(s.fixture.origin)).toBe(refs);
    expect(JSON.stringify(s.github.pulls)).toBe(pull);

    s.emulator.faults.clear();
    const rerun = await s.run(FLAKY);
    expect(rerun.code).toBe(0);
    expect(rerun.outputs['pull-request-operation']).toBe('updated');
    expect(proposedFiles(s.fixture.origin, BRANCH)).toEqual(germanFiles(COUNT, 2));
  });

  it('retries a download that brings an HTML error page or a cut-off body instead of the bundle', async ({
    startScenario,
  }) => {
    const s = await messageScenario(startScenario, 3, { mode: 'pull' });
    s.emulator.faults.add([
      { endpoint: 'download', kind: 'html', nth: 1 },
      { endpoint: 'download', kind: 'truncated', nth: 2 },
    ]);
    const run = await s.run(FLAKY);
    expect(run.code).toBe(0);
    expect(s.calls('download').map((c) => c.code)).toEqual(['html', 'truncated', '200']);
    expect(announcedRetries(run.stdout)).toBe(2);
    expect(proposedFiles(s.fixture.origin, BRANCH)).toEqual(germanFiles(3));
  });

  it('goes on when the answer to adding a language is lost and its retry finds the language there', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'locales/en.json': '{"a":"A"}', 'locales/de.json': '{"a":"B"}' },
    });
    const proxy = await startAnswerProxy(s.emulator.urls['1.0.9.3']);
    try {
      let lost = 0;
      // The service adds the language, and its answer arrives as a proxy's page.
      proxy.answer('/api/language/add', (upstream) =>
        lost++ === 0 ? { status: 200, contentType: 'text/html', body: '<html>' } : upstream,
      );
      const run = await s.run({
        'api-url': proxy.url,
        'push-languages': 'all',
        'add-missing-languages': 'true',
        ...FLAKY,
      });
      expect(run.code).toBe(0);
      expect(s.calls('language/add').map((c) => c.code)).toEqual(['200', '4050']);
      expect(run.stdout).toContain('The project already has de now (added meanwhile)');
      expect(uploaded(s.calls('project/import')).sort()).toEqual([
        'locales/en.json',
        'locales/en.json (de)',
      ]);
    } finally {
      await proxy.close();
    }
  });
});

/** The one line a user sees when every try of a call failed, the last with the last call's fault. */
function expectedMessage(
  endpoint: string,
  calls: ReadonlyArray<{ fault?: string }>,
  url = '',
): string {
  const kind = calls.at(-1)?.fault;
  const where = `${endpoint} (revision 1.0.9.3)`;
  const lost = `${where} got no usable answer: `;
  // The last time-out says how many of the call's attempts timed out (at most 2: timeouts.ts).
  const timedOut = calls.filter((c) => c.fault === 'timeout').length;
  const attempts =
    timedOut === calls.length
      ? `(${timedOut} attempts)`
      : `(${timedOut} of ${calls.length} attempts)`;
  const hung =
    'What to do: it looks hung; check its status, and raise http-timeout only if it is just slow to answer';
  const unreachable = 'What to do: check api-url and that the service is reachable from the runner';
  if (endpoint === 'download') {
    switch (kind) {
      case 'http502':
      case 'http503':
        return `${lost}HTTP ${kind.slice(4)} from ${url}`;
      case 'timeout':
        return `${lost}the bundle's server accepted the connection but sent no answer within 1 s (${url}) ${attempts}. ${hung}`;
      case 'reset':
        return `${lost}ECONNRESET read ECONNRESET (${url})`;
      default:
        return `${lost}the download from ${url} is not a zip file`;
    }
  }
  const notJson = `${where}: the service answered with something that is not the interface's JSON: `;
  switch (kind) {
    case 'http502':
      return `${lost}HTTP 502 without the interface's envelope: "Bad Gateway"`;
    case 'http503':
      return `${lost}HTTP 503 without the interface's envelope: "Service Unavailable"`;
    case 'timeout':
      return `${lost}the service accepted the connection but sent no answer within 1 s ${attempts}. ${hung}`;
    case 'reset':
      return `${lost}ECONNRESET read ECONNRESET. ${unreachable}`;
    case 'nonjson':
      return `${notJson}"Internal error, please try again later"`;
    case 'html':
      return `${notJson}"<!DOCTYPE html><html><head><title>Maintenance</title></head><body><h1>We will be back soon</h1></body></html>"`;
    case 'truncated':
      return `${notJson}${JSON.stringify('{"result":{"skipped":0,"inserted":0,"updated":0},"resp')}`;
    default:
      return `no fault: ${String(kind)}`;
  }
}
