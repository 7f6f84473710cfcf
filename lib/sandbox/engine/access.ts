/**
 * What a lookup's key allows, after the key itself is known to be one of the
 * account's (./checks.ts): its allowed URLs, and for a sublicensing key the
 * licensee its Royal Mail lookups must name, with that licensee's own
 * allowed URLs. A test input goes through these checks like any request.
 */
import {allowedUrlMatches} from '../allowed-urls';
import {errorBodies} from '../catalogue';
import type {OperationSpec} from '../spec-data';
import {HttpError, type Table} from './common';
import type {Parsed} from './parse';
import type {KeyState} from './state';

/** Operations whose answers are Royal Mail data whatever they are asked. */
const ROYAL_MAIL_OPERATIONS = new Set([
  'Postcodes',
  'UDPRN',
  'UMPRN',
  'Addresses',
  'AddressCleanse',
]);

/** Ids of Royal Mail records (PAF and its companion files). */
const ROYAL_MAIL_ID = /^(paf|pafa|pafw|mr|nyb)_/;

/** Whether a lookup returns Royal Mail data, and so needs a licensee on a sublicensing key. */
export function isRoyalMailLookup(
  op: OperationSpec,
  params: Table<string>,
  searchContext: string,
): boolean {
  if (ROYAL_MAIL_OPERATIONS.has(op.operationId)) return true;
  if (op.operationId === 'RetrieveAddress' || op.operationId === 'ResolveAddress') {
    return ROYAL_MAIL_ID.test(params.address ?? '');
  }
  return op.operationId === 'FindAddress' && searchContext === 'GBR';
}

/** `401` / `4011` when `entries` is not empty and the page the request came from matches none. */
function checkUrls(entries: readonly string[], request: Parsed): void {
  const from = request.headers.origin ?? request.headers.referer;
  // Servers send neither header and are not checked.
  if (entries.length === 0 || from === undefined) return;
  if (!entries.some((entry) => allowedUrlMatches(entry, from))) {
    throw new HttpError(401, errorBodies.urlNotAllowed);
  }
}

/**
 * The allowed URLs of the key, and its licensee: a `licensee` must be one of
 * the key's (`4014` otherwise) and the page must be on its allowed URLs
 * (`4011`); a sublicensing key's Royal Mail lookup without one answers `4013`.
 */
export function checkAccess(key: KeyState, request: Parsed, royalMail: boolean): void {
  checkUrls((key.details.allowed_urls as string[] | undefined) ?? [], request);
  const named = request.query.licensee?.[0];
  if (named !== undefined) {
    const licensee = key.licensees.find((candidate) => candidate.key === named);
    if (!licensee) throw new HttpError(401, errorBodies.licenseeMismatch);
    checkUrls(licensee.whitelist, request);
  } else if (key.sublicensing && royalMail) {
    throw new HttpError(401, errorBodies.licenseeRequired);
  }
}
