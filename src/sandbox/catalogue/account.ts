/**
 * The initial state of the sandbox's `ak_test` account, which management
 * operations read and write: its details, its one licensee and its one
 * config. Every sandbox instance starts from these.
 */
import {SANDBOX_TIME} from './shared';

/** The licensee every sandbox starts with (`ak_test` is a sublicensing key). */
export const initialLicensees = [
  {
    id: '4120',
    key: 'sl_test_bakery',
    name: 'Harbour Street Bakery Ltd',
    address: '14 Harbour Street, Whitstable',
    postcode: 'CT5 1AH',
    whitelist: ['https://harbourstreetbakery.example'],
    daily: {limit: 500, count: 37, updatedAt: SANDBOX_TIME},
    createdAt: '2025-11-18T10:12:40.000Z',
  },
] as const;

/** The config every sandbox starts with. */
export const initialConfigs = [
  {
    name: 'woocommerce',
    payload: '{"checkout":true,"account":true,"defaultCountry":"USA"}',
    createdAt: '2026-01-05T16:20:00.000Z',
    updatedAt: '2026-02-11T08:45:27.000Z',
  },
] as const;

/** The details of `ak_test` every sandbox starts with. */
export const initialKeyDetails = {
  name: 'Sandbox test key',
  lookups_remaining: 100,
  daily_limit: {limit: 1000, consumed: 12},
  monthly_limit: {limit: null, consumed: 388},
  individual_limit: {limit: 25},
  allowed_urls: [] as string[],
  ip_forwarding: false,
  redact_days: 21,
  notifications: {
    emails: ['ops@harbourstreetbakery.example'],
    enabled: true,
    balance_threshold: 20,
    no_balance: true,
    limit_reached: true,
  },
  contexts: ['USA', 'GBR'],
  datasets: {usps: true, paf: true, mr: true, email: true, phone: true, uspscleanse: true},
  automated_topups: {enabled: false},
  current_purchases: [{purchased: 100, consumed: 0, expires: null}],
};
