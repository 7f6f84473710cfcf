/**
 * A Resolve Address record's fields in the API's order, with their usual
 * values; the `undefined` ones only fix the order: every record gives them.
 */
const GBR_DEFAULTS = {
  id: undefined,
  dataset: undefined,
  country_iso: 'GBR',
  country_iso_2: 'GB',
  country: 'England',
  language: 'en',
  line_1: undefined,
  line_2: '',
  line_3: '',
  premise: undefined,
  post_town: undefined,
  postcode: undefined,
  postcode_outward: '',
  postcode_inward: '',
  postcode_type: 'S',
  county: undefined,
  county_code: '',
  administrative_county: '',
  postal_county: undefined,
  traditional_county: undefined,
  district: undefined,
  ward: undefined,
  thoroughfare: undefined,
  dependant_thoroughfare: '',
  dependant_locality: '',
  double_dependant_locality: '',
  building_number: undefined,
  building_name: '',
  sub_building_name: '',
  po_box: '',
  department_name: '',
  organisation_name: '',
  su_organisation_indicator: ' ',
  delivery_point_suffix: undefined,
  udprn: undefined,
  umprn: '',
  uprn: undefined,
  longitude: undefined,
  latitude: undefined,
  eastings: undefined,
  northings: undefined,
};

/**
 * A Resolve Address record (PAF and the other UK sources) in the field order
 * the API returns, shared by the records the docs show (documented.ts) and the
 * UK test records (catalogue/uk.ts). The fields a record leaves out take their
 * usual value (an English address, a small user, no organisation), and the
 * postcode's outward and inward codes are read from the postcode.
 */
export function gbrRecord<T extends {postcode: string}>(
  fields: T,
): Omit<typeof GBR_DEFAULTS, keyof T> & T {
  const [outward, inward] = fields.postcode.split(' ');
  return {...GBR_DEFAULTS, postcode_outward: outward, postcode_inward: inward, ...fields};
}
