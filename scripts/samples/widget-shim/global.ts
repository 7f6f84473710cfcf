/**
 * The script-tag build of the widget shim (./address-lookup.ts): defines
 * the global the docs name (`identity.widget.global`).
 */
import {identity} from '../../../src/identity';
import {AddressLookup} from './address-lookup';

const path = identity.widget.global.split('.');
let owner = window as unknown as Record<string, unknown>;
for (const name of path.slice(0, -1)) {
  owner[name] ??= {};
  owner = owner[name] as Record<string, unknown>;
}
owner[path.at(-1)!] = AddressLookup;
