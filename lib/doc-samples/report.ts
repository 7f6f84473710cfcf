/**
 * The report of `npm run test:samples`: one line per failing sample (page,
 * tab, first error line), then one summary line per language,
 * `samples: N run, N passed, N failed`. Pure.
 */

export interface SampleOutcome {
  /** The summary group: a toolchain (`curl`, `python`...), `widget` or `fragment`. */
  language: string;
  /** Where the sample is: `/docs/api/find-address [Python]`. */
  where: string;
  passed: boolean;
  error?: string;
  /** How long it ran (ms), where measured. */
  ms?: number;
}

export interface LanguageSummary {
  language: string;
  run: number;
  passed: number;
  failed: number;
}

/** Totals per language, in the order given (languages with no sample are left out). */
export function summarise(
  outcomes: readonly SampleOutcome[],
  order: readonly string[] = [],
): LanguageSummary[] {
  const languages = [
    ...order.filter((language) => outcomes.some((outcome) => outcome.language === language)),
    ...new Set(outcomes.map((outcome) => outcome.language).filter((l) => !order.includes(l))),
  ];
  return languages.map((language) => {
    const own = outcomes.filter((outcome) => outcome.language === language);
    const passed = own.filter((outcome) => outcome.passed).length;
    return {language, run: own.length, passed, failed: own.length - passed};
  });
}

/** The report's lines: failures first, then the summary of each language. */
export function formatReport(
  outcomes: readonly SampleOutcome[],
  order: readonly string[] = [],
): string[] {
  const width = Math.max(0, ...summarise(outcomes, order).map((s) => s.language.length));
  return [
    ...outcomes
      .filter((outcome) => !outcome.passed)
      .map((outcome) => `FAIL ${outcome.language} ${outcome.where}: ${outcome.error ?? 'failed'}`),
    ...summarise(outcomes, order).map(
      (s) =>
        `${s.language.padEnd(width)}  samples: ${s.run} run, ${s.passed} passed, ${s.failed} failed`,
    ),
  ];
}
