/**
 * Front matter: the build requires a `description` on every doc
 * (`checkDescriptions`, on the docs plugin's loaded content); `npm run check`
 * checks the sources' `title`, `description` (one sentence, under 160
 * characters) and `tags` (keys of docs/tags.yml). Pure.
 */
import type {Problem} from './problems';
import {sourcePath, type CheckedDoc} from './sidebars';
import type {SourceFile} from './source-file';

/** CONTRIBUTING.md: one sentence, under 160 characters. */
const MAX_DESCRIPTION = 160;

/** Pages only (partials have no front matter): title, description and known tags. */
export function checkFrontMatter(source: SourceFile, allowedTags: ReadonlySet<string>): Problem[] {
  if (source.partial) return [];
  const problems: Problem[] = [];
  const at = (key: string) => source.frontMatterLines[key] ?? 1;
  if (source.frontMatterError) {
    return [{file: source.file, line: 1, message: source.frontMatterError}];
  }
  const fm = source.frontMatter;
  if (!fm) {
    return [
      {
        file: source.file,
        line: 1,
        message: 'no front matter; start the page with `---`, a title, a description and tags.',
      },
    ];
  }
  for (const key of ['title', 'description']) {
    const value = fm[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({
        file: source.file,
        line: at(key),
        message: `front matter needs a non-empty "${key}".`,
      });
    }
  }
  if (typeof fm.description === 'string' && fm.description.length >= MAX_DESCRIPTION) {
    problems.push({
      file: source.file,
      line: at('description'),
      message: `"description" has ${fm.description.length} characters; keep it under ${MAX_DESCRIPTION}.`,
    });
  }
  if (fm.tags !== undefined) {
    if (!Array.isArray(fm.tags)) {
      problems.push({
        file: source.file,
        line: at('tags'),
        message: '"tags" must be a list of tag keys.',
      });
    } else {
      for (const tag of fm.tags) {
        const key = typeof tag === 'string' ? tag : undefined;
        if (!key || !allowedTags.has(key)) {
          problems.push({
            file: source.file,
            line: at('tags'),
            message: `unknown tag "${String(key ?? JSON.stringify(tag))}"; use one of docs/tags.yml (${[...allowedTags].join(', ')}).`,
          });
        }
      }
    }
  }
  return problems;
}

/** Every doc needs a non-empty `description` (used by meta tags and llms.txt). */
export function checkDescriptions(docs: CheckedDoc[]): string[] {
  return docs
    .filter((doc) => {
      const description = doc.frontMatter.description;
      return typeof description !== 'string' || description.trim() === '';
    })
    .map(
      (doc) =>
        `${sourcePath(doc)}: front matter has no "description". Add a one-sentence summary of the page.`,
    );
}
