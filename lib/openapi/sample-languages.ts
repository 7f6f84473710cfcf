/**
 * The languages of the generated request samples, in tab order.
 *
 * `value` is the tab value shared with the hand-written pages
 * (`<Tabs groupId="language">`), so a reader's choice carries across the
 * whole site. `lang` is the `x-codeSamples` language name the OpenAPI theme
 * matches against its own language list (postman-code-generators labels),
 * and `themeLanguage` is that list's key, used when the interactive panel
 * takes over. `highlight` is the Prism language of the code block.
 */
export interface SampleLanguage {
  value: string;
  label: string;
  lang: string;
  themeLanguage: string;
  highlight: string;
}

export const sampleLanguages: readonly SampleLanguage[] = [
  {value: 'curl', label: 'curl', lang: 'cURL', themeLanguage: 'curl', highlight: 'bash'},
  {
    value: 'js',
    label: 'JavaScript',
    lang: 'JavaScript',
    themeLanguage: 'javascript',
    highlight: 'javascript',
  },
  {
    value: 'node',
    label: 'Node.js',
    lang: 'NodeJs',
    themeLanguage: 'nodejs',
    highlight: 'javascript',
  },
  {value: 'python', label: 'Python', lang: 'Python', themeLanguage: 'python', highlight: 'python'},
  {value: 'php', label: 'PHP', lang: 'PHP', themeLanguage: 'php', highlight: 'php'},
  {value: 'ruby', label: 'Ruby', lang: 'Ruby', themeLanguage: 'ruby', highlight: 'ruby'},
  {value: 'go', label: 'Go', lang: 'Go', themeLanguage: 'go', highlight: 'go'},
  {value: 'java', label: 'Java', lang: 'Java', themeLanguage: 'java', highlight: 'java'},
];

/** Finds the language of an `x-codeSamples` entry by its `lang`. */
export function languageOf(lang: string): SampleLanguage | undefined {
  return sampleLanguages.find((language) => language.lang === lang);
}
