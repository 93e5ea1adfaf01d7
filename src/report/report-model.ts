import type { SizeLimit } from '../common/markdown-fit.ts';
import { PULL_REQUEST_BODY_LIMIT, STEP_SUMMARY_LIMIT } from '../github/limits.ts';

/**
 * One report, two places to read it: a run's findings go into the pull request's body and the
 * job summary from one list of sections (pull-sections.ts). Each section is written once and
 * says how it shrinks; each medium says how much room GitHub gives it. A new section added to
 * the list reaches both, unless it says it belongs to one.
 */

/** Where a report is read, and what GitHub allows there. */
export interface Medium {
  readonly kind: 'pull-request' | 'summary';
  readonly limit: SizeLimit;
  /**
   * Kept free below the limit: in a body, for GitHub's count and JavaScript's to differ on
   * unusual characters; in the summary, for the rest of the run's (the heading, the push's part).
   */
  readonly reserve: number;
  /** Most rows a list of findings or texts shows before saying how many more there are. */
  readonly rows: number;
  /** Where the rows a table leaves out can be read, ending the line that counts them. */
  readonly elsewhere: string;
}

/** The pull request's body: read first, so kept short; the summary has what it leaves out. */
export const PULL_REQUEST: Medium = {
  kind: 'pull-request',
  limit: PULL_REQUEST_BODY_LIMIT,
  reserve: 512,
  rows: 50,
  elsewhere: 'in the job summary',
};

/** The job summary: everything the run found, as far as GitHub's limit goes. */
export const JOB_SUMMARY: Medium = {
  kind: 'summary',
  limit: STEP_SUMMARY_LIMIT,
  reserve: 128 * 1024,
  rows: 300,
  elsewhere: "left out: the job summary's limit",
};

/** How much room a section has, in the unit its medium counts. */
export interface Room {
  readonly limit: number;
  /** GitHub counts a pull request body in characters and a job summary in bytes. */
  readonly measure: (text: string) => number;
  /** Where the rows that do not fit can be read, for the line that says how many were left out. */
  readonly elsewhere: string;
}

/** One part of a report. */
export interface Section {
  /** What the section shows, as a reader would name it. */
  readonly name: string;
  /** The one medium it belongs to; both when absent. */
  readonly only?: Medium['kind'];
  /**
   * How it shrinks: `fixed`, it does not (a sentence, a row per language); `rows`, its lists stop
   * at a fixed number of rows, the medium's `rows` for findings, and say how many more there are;
   * `fills`, it takes the room the other sections leave, rendered after them (a report has one
   * at most). Past all that, the last guard before GitHub drops whole table rows
   * (markdown-fit.ts).
   */
  readonly shrinks: 'fixed' | 'rows' | 'fills';
  /** Its Markdown in `medium` ('' when it has nothing to say there); `room` bounds a filling one. */
  render(medium: Medium, room: Room): string;
}

/** The sections' Markdown in order, a blank line between; the filling one in what is left. */
export function renderReport(sections: readonly Section[], medium: Medium): string {
  const here = sections.filter(
    (section) => section.only === undefined || section.only === medium.kind,
  );
  const unbounded: Room = {
    limit: medium.limit.most,
    measure: medium.limit.size,
    elsewhere: medium.elsewhere,
  };
  const texts = here.map((section) =>
    section.shrinks === 'fills' ? '' : section.render(medium, unbounded),
  );
  const joined = () => texts.filter((text) => text !== '').join('\n\n');
  const filling = here.findIndex((section) => section.shrinks === 'fills');
  if (filling !== -1) {
    const room: Room = {
      ...unbounded,
      // Two newlines set it apart from its neighbours.
      limit: medium.limit.most - medium.reserve - medium.limit.size(joined()) - 2,
    };
    texts[filling] = here[filling]?.render(medium, room) ?? '';
  }
  return joined();
}
