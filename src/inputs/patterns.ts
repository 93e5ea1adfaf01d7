/**
 * The `files` patterns as the inputs read them. What a pattern is and how it reads paths live in
 * the layout (src/layout/): this module names them for the inputs and their callers.
 */
export {
  LANG_PLACEHOLDER,
  namesOneSource,
  withExcludes,
  type FileGroupSpec,
  type FilePattern,
  type PatternKind,
} from '../layout/file-pattern.ts';
export { langIsoPattern as compilePattern } from '../layout/lang-iso-pattern.ts';
