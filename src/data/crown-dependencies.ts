/**
 * The Crown Dependencies whose addresses are in Royal Mail's PAF, and how
 * goods posted to them from Great Britain are treated for VAT and customs.
 *
 * Stated once: the facts lint (lib/content-lint/claims.ts) rejects a
 * sentence on any page that places one of them on the wrong side of the UK
 * VAT area or customs border.
 */
export interface CrownDependency {
  /** Name as the `country` field of a PAF address gives it. */
  name: string;
  /** `country_iso` of its PAF addresses. */
  countryIso: 'JEY' | 'GGY' | 'IMN';
  /** `country_iso_2` of its PAF addresses. */
  countryIso2: 'JE' | 'GG' | 'IM';
  /** Postcode area (the letters of the outward code). */
  postcodeArea: string;
  /** True when it shares the UK VAT area (and customs territory) with Great Britain. */
  inUkVatArea: boolean;
  /** Whether goods posted to it from Great Britain need a customs declaration. */
  customsDeclarationFromGreatBritain: boolean;
  /** Its own consumption tax, in a few words. */
  consumptionTax: string;
}

export const crownDependencies: readonly CrownDependency[] = [
  {
    name: 'Jersey',
    countryIso: 'JEY',
    countryIso2: 'JE',
    postcodeArea: 'JE',
    inUkVatArea: false,
    customsDeclarationFromGreatBritain: true,
    consumptionTax: 'its own Goods and Services Tax (GST)',
  },
  {
    name: 'Guernsey',
    countryIso: 'GGY',
    countryIso2: 'GG',
    postcodeArea: 'GY',
    inUkVatArea: false,
    customsDeclarationFromGreatBritain: true,
    consumptionTax: 'no VAT or GST',
  },
  {
    name: 'Isle of Man',
    countryIso: 'IMN',
    countryIso2: 'IM',
    postcodeArea: 'IM',
    inUkVatArea: true,
    customsDeclarationFromGreatBritain: false,
    consumptionTax: 'UK-rate VAT, collected by its own customs service',
  },
];

/**
 * Names that stand for one or more Crown Dependencies in prose, with the
 * `countryIso` values they cover.
 */
export const crownDependencyNames: readonly {pattern: RegExp; covers: readonly string[]}[] = [
  {pattern: /\bCrown Dependenc(?:y|ies)\b/i, covers: ['JEY', 'GGY', 'IMN']},
  {pattern: /\bChannel Islands\b/i, covers: ['JEY', 'GGY']},
  {pattern: /(?<!New )\bJersey\b/, covers: ['JEY']},
  {pattern: /\bGuernsey\b/, covers: ['GGY']},
  {pattern: /\bIsle of Man\b/i, covers: ['IMN']},
];
