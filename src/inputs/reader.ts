import { ENDPOINTS, type EndpointName, type Revision } from '../api/index.ts';
import { messageOf } from '../common/message-of.ts';
import {
  controlCharacterProblem,
  parseBoolean,
  parseChoice,
  parseList,
} from '../common/parsers.ts';

/** Reads one input by its name, as the runner passed it (`core.getInput`). */
export type InputSource = (name: string) => string;

/**
 * Inputs that may span lines: lists (one item a line), scripts and texts. Every other input is
 * one line, and a control character in it is refused.
 */
const MULTI_LINE_INPUTS = new Set([
  'files',
  'language-map',
  'push-languages',
  'pull-languages',
  'tags',
  'screenshots',
  'filter',
  'include-tags',
  'exclude-tags',
  'export-params',
  'require-completion',
  'post-pull-command',
  'commit-message',
  'pr-body',
  'pr-labels',
  'pr-reviewers',
  'pr-team-reviewers',
  'pr-assignees',
]);

/**
 * Reads inputs and collects every problem, so a run reports all bad inputs at once, one line
 * each. A value with a control character is refused once and then reads as empty, so nothing
 * quotes it and it is not also reported as missing.
 */
export class InputReader {
  readonly problems: string[] = [];
  /** What is let through but worth a line in the log: a parameter outside the interface. */
  readonly warnings: string[] = [];
  readonly #source: InputSource;
  readonly #values = new Map<string, string>();
  readonly #refused = new Set<string>();

  constructor(source: InputSource) {
    this.#source = source;
  }

  /** The input's value, trimmed; empty when not given or refused. */
  value(name: string): string {
    const known = this.#values.get(name);
    if (known !== undefined) return known;
    let value = this.#source(name).trim();
    const problem = controlCharacterProblem(value, MULTI_LINE_INPUTS.has(name));
    if (problem !== undefined) {
      this.problem(name, problem);
      this.#refused.add(name);
      value = '';
    }
    this.#values.set(name, value);
    return value;
  }

  /** Records a problem with an input, as the line the user sees. */
  problem(name: string, message: string): void {
    this.problems.push(`Invalid ${name}: ${message}`);
    this.#refused.add(name);
  }

  /** Records a warning about an input, as the line the user sees. */
  warn(name: string, message: string): void {
    this.warnings.push(`${name}: ${message}`);
  }

  /** Whether the input was given and refused: it is then not also missing. */
  refused(name: string): boolean {
    return this.#refused.has(name);
  }

  /** Reports the input as missing when it is empty (and was not refused already). */
  require(name: string): void {
    if (this.value(name) === '' && !this.#refused.has(name)) {
      this.problems.push(`Input required and not supplied: ${name}`);
    }
  }

  required(name: string): string {
    this.require(name);
    return this.value(name);
  }

  /** The value, or undefined when empty. */
  text(name: string): string | undefined {
    return this.value(name) || undefined;
  }

  /** The value parsed; `fallback` when empty, or when it does not parse (the problem is kept). */
  read<T>(name: string, parse: (value: string) => T, fallback: T): T {
    const value = this.value(name);
    if (value === '') return fallback;
    try {
      return parse(value);
    } catch (error) {
      this.problem(name, messageOf(error));
      return fallback;
    }
  }

  bool(name: string, fallback: boolean): boolean {
    return this.read(name, parseBoolean, fallback);
  }

  list(name: string): string[] {
    return this.read(name, parseList, []);
  }

  choice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    return this.read(name, (v) => parseChoice(v, choices), fallback);
  }

  /**
   * Whether what the input sets (an endpoint's parameter, or the endpoint itself) exists on the
   * revision, as the interface table says. Set on a revision that lacks it, the input is a
   * problem: the user asked for something that would not be done.
   */
  onlyWhereAvailable(
    name: string,
    revision: Revision,
    endpoint: EndpointName,
    param?: string,
  ): boolean {
    if (availableOn(revision, endpoint, param)) return true;
    if (this.value(name) !== '') {
      this.problem(name, `revision ${revision} does not have this option; remove it`);
    }
    return false;
  }
}

/** Whether an endpoint, or one of its parameters, exists on the revision (the interface table). */
export function availableOn(revision: Revision, endpoint: EndpointName, param?: string): boolean {
  const spec = ENDPOINTS[endpoint];
  const revisions =
    param === undefined
      ? spec.revisions
      : (spec.params as Record<string, { revisions?: readonly Revision[] }>)[param]?.revisions;
  return !revisions || revisions.includes(revision);
}
