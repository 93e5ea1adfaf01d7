import { describeSent, sentName } from '../push/sent-by-key.ts';
import { codeSpan, plainText } from '../common/markdown.ts';
import type { Settings } from '../inputs/index.ts';
import type { PushReport } from '../push/push.ts';
import { count } from '../common/plural.ts';

/** The job summary of a push, as Markdown a person reads instead of the log. */

/**
 * The translations that went by key instead of by import: how many texts, why, in how many calls,
 * and the files not imported at all (their texts were on the service, or got there so).
 */
function byKeySection(byKey: PushReport['byKey'], dryRun: boolean, imported: number): string[] {
  if (byKey.texts.length === 0 && byKey.files.length === 0 && byKey.error === undefined) return [];
  const lines: string[] = [];
  if (byKey.error !== undefined) {
    lines.push(`❌ Sending translations by key failed: ${plainText(byKey.error)}`, '');
  } else if (byKey.texts.length > 0) {
    const sent = describeSent(byKey.texts, byKey.calls, {
      endpoint: '`string/set`',
      fix: (f) => `${codeSpan(sentName(f))} (${plainText(f.language)})`,
      most: 10,
    });
    lines.push(`${dryRun ? 'Would send' : 'Sent'} ${sent}.`, '');
  }
  if (byKey.files.length > 0 && imported > 0) {
    lines.push(
      `Not imported: ${count(byKey.files.length, 'translation file')} whose every text the service has${byKey.texts.length > 0 ? ' or got by key' : ''}.`,
      '',
    );
  }
  return lines;
}

export function pushSummary(report: PushReport, settings: Settings): string {
  const lines: string[] = [];
  const done = report.imports.filter((i) => i.result !== undefined);
  const failed = report.imports.filter((i) => i.error !== undefined);
  const total = (key: 'inserted' | 'updated' | 'skipped') =>
    done.reduce((sum, i) => sum + (i.result?.[key] ?? 0), 0);
  const waited = report.imports.reduce((sum, i) => sum + i.waitedMs, 0);

  lines.push(
    `### Push${settings.dryRun ? ' (dry run: nothing was written)' : ''}`,
    '',
    report.imports.length === 0 && report.byKey.files.length > 0
      ? `No file imported from commit \`${report.commit.slice(0, 12)}\`: the service has every text of its ${count(report.byKey.files.length, 'changed translation file')}${report.byKey.texts.length > 0 ? ', or got it by key' : ''}.`
      : report.imports.length === 0
        ? `No translation file to upload at commit \`${report.commit.slice(0, 12)}\`.`
        : settings.dryRun
          ? `Would upload ${count(report.imports.length, 'file')} from commit \`${report.commit.slice(0, 12)}\`.`
          : `${failed.length === 0 ? '✅' : '❌'} Uploaded ${done.length} of ${count(report.imports.length, 'file')} from commit \`${report.commit.slice(0, 12)}\`: ` +
            `${count(total('inserted'), 'key')} inserted, ${total('updated')} updated, ${total('skipped')} skipped` +
            (waited > 0 ? `; ${seconds(waited)} s waited for the rate limit.` : '.'),
    '',
  );
  if (report.imports.length > 0 && settings.dryRun) {
    lines.push(
      '| File | Language |',
      '| --- | --- |',
      ...report.imports.map(
        (i) => `| ${codeSpan(i.file.path, true)} | ${plainText(i.file.language)} |`,
      ),
      '',
    );
  } else if (report.imports.length > 0) {
    lines.push(
      '| File | Language | Inserted | Updated | Skipped | Rate-limit wait (s) | Result |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    );
    for (const i of report.imports) {
      lines.push(
        `| ${codeSpan(i.file.path, true)} | ${plainText(i.file.language)} | ${i.result?.inserted ?? ''} | ${i.result?.updated ?? ''} | ${i.result?.skipped ?? ''} | ${seconds(i.waitedMs)} | ${i.error === undefined ? 'uploaded' : `❌ ${plainText(i.error)}`} |`,
      );
    }
    lines.push(
      `| **Total** | | **${total('inserted')}** | **${total('updated')}** | **${total('skipped')}** | **${seconds(waited)}** | ${done.length} uploaded${failed.length ? `, ${failed.length} failed` : ''} |`,
      '',
    );
  }
  lines.push(...byKeySection(report.byKey, settings.dryRun, report.imports.length));
  if (report.skipped.length > 0) {
    lines.push(
      'Skipped:',
      '',
      ...report.skipped.map((s) => `- ${codeSpan(s.file.path)}: ${plainText(s.reason)}`),
      '',
    );
  }
  if (report.addedLanguages.length > 0) {
    lines.push(
      `Languages added to the project: ${report.addedLanguages.map((l) => codeSpan(l)).join(', ')}.`,
      '',
    );
  }
  if (report.snapshot) lines.push('A project snapshot was taken before the first import.', '');
  if (report.screenshots.length > 0) {
    lines.push(
      'Screenshots:',
      '',
      ...report.screenshots.map(
        (s) => `- ${codeSpan(s.path)}: ${plainText(s.error ?? s.skipped ?? 'uploaded')}`,
      ),
      '',
    );
  }
  if (!report.succeeded) {
    lines.push(
      'The sync ref was left where it was: the next run uploads the files that did not go up.',
      '',
    );
  }
  return lines.join('\n');
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(ms >= 10_000 || ms === 0 ? 0 : 1);
}
