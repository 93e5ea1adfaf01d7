import { describe, expect, it } from 'vitest';
import { lineOfKey } from '../../src/check/key-lines.ts';

describe('the line of a key in a base file, for its annotation', () => {
  it('finds a nested key under its parents, in JSON, YAML and .properties', () => {
    const json = '{\n  "open": "x",\n  "menu": {\n    "save": "S",\n    "open": "Open"\n  }\n}\n';
    expect(lineOfKey(json, ['menu', 'open'])).toBe(5);
    expect(lineOfKey(json, ['open'])).toBe(2);
    const yaml = 'en:\n  menu:\n    open: Open\n    "quit": Quit\n';
    expect(lineOfKey(yaml, ['en', 'menu', 'quit'])).toBe(4);
    expect(lineOfKey('a=1\r\nmenu.open = Open\r\n', ['menu.open'])).toBe(2);
  });

  it('gives the line of the nearest parent found, or none', () => {
    const json = '{\n  "menu": {\n    "save": "S"\n  }\n}\n';
    expect(lineOfKey(json, ['menu', 'open'])).toBe(2);
    expect(lineOfKey(json, ['nowhere'])).toBeUndefined();
    // A name is matched as a key, not as a text or part of another name.
    expect(lineOfKey('{\n  "x": "open",\n  "opened": "o"\n}\n', ['open'])).toBeUndefined();
  });
});
