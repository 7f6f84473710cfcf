/**
 * The `%%token%%` placeholders of a page: the rule that each is a known one
 * (the identity values of src/identity.ts and `%%apiVersion%%`, passed in as
 * `LintValues.tokens`), and the replacement of the known ones for rules that
 * read the page as the build renders it.
 */
import type {Problem} from './problems';
import type {SourceFile} from './source-file';

const TOKEN = /%%([A-Za-z][A-Za-z0-9]*)%%/g;

/**
 * `text` with every known placeholder replaced by its value; an unknown one
 * becomes what `unknown` returns (itself, by default), for the token rule to
 * report.
 */
export function replaceKnownTokens(
  text: string,
  tokens: Readonly<Record<string, string>>,
  unknown: (match: string, name: string) => string = (match) => match,
): string {
  return text.replace(TOKEN, (match, name: string) =>
    Object.hasOwn(tokens, name) ? tokens[name] : unknown(match, name),
  );
}

/** Every `%%token%%` must be a known placeholder. */
export function checkTokens(
  source: Pick<SourceFile, 'file' | 'text'>,
  tokens: Readonly<Record<string, string>>,
): Problem[] {
  const problems: Problem[] = [];
  source.text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(TOKEN)) {
      if (Object.hasOwn(tokens, match[1])) continue;
      problems.push({
        file: source.file,
        line: index + 1,
        message: `unknown placeholder ${match[0]}; the known ones are listed in CONTRIBUTING.md.`,
      });
    }
  });
  return problems;
}
