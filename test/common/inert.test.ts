import { describe, expect, it } from 'vitest';
import { InertLines, inert } from '../../src/common/inert.ts';
import { quickly } from '../support/quickly.ts';

/** What the stream passes on when `pieces` arrive one after the other. */
function streamed(pieces: readonly string[]): string {
  let out = '';
  const lines = new InertLines((text) => (out += text));
  for (const piece of pieces) lines.write(piece);
  lines.end();
  return out;
}

describe('inert text in the log', () => {
  it('keeps workflow commands apart at any line start and the older form anywhere', () => {
    expect(inert('a\n::error::x\r  ::notice::y ##[warning]z')).toBe(
      'a\n:\u200b:error::x\r  :\u200b:notice::y #\u200b#[warning]z',
    );
  });

  it('protects a command split across the pieces of a stream', () => {
    const text = 'ok\n::error::forged\nTschüss ##[warning]older\n\u0085::notice::last';
    for (let cut = 0; cut <= text.length; cut++) {
      expect(streamed([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toBe(inert(text));
    }
    expect(streamed([...text])).toBe(inert(text));
  });

  it('passes a line without an end on in parts past 64 KiB, still protected', () => {
    const long = 'x'.repeat(70_000);
    let out = '';
    const parts: string[] = [];
    const lines = new InertLines((text) => {
      parts.push(text);
      out += text;
    });
    lines.write(`${long}#`);
    expect(parts).toHaveLength(1);
    lines.write('#[error]forged');
    lines.end();
    expect(out).toBe(`${long}#\u200b#[error]forged`);
  });
});

describe('inert on hostile text', () => {
  it('reads a run of 250,000 line breaks once (32 s before), and still defuses the command after it', async () => {
    // Each line start's white space ran to the letter and back when no `:` followed it.
    const text = `${'\n'.repeat(250_000)}x\n  ::error::forged`;
    const defused = await quickly(() => inert(text));
    expect(defused.endsWith('  :\u200b:error::forged')).toBe(true);
    expect(defused.length).toBe(text.length + 1);
  });
});
