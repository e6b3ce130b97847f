/**
 * Drop zones: every list of controls on the canvas (the top level, a card, a grid column, a tabs
 * pane, a table cell, a batch, a selectInputList column) is one zone, named by its core ListAddress.
 * The name is a string so that memoised zones compare by value.
 */
import type { ListAddress, Slot } from '@siteguard/form-engine';
import { ROOT } from '@siteguard/form-engine';

const PREFIX = 'zone:';

export function zoneId(address: ListAddress): string {
  return PREFIX + JSON.stringify(address);
}

export const ROOT_ZONE = zoneId(ROOT);

export function childZone(owner: string, slot: Slot): string {
  return zoneId({ owner, slot });
}

export function isZoneId(id: unknown): id is string {
  return typeof id === 'string' && id.startsWith(PREFIX);
}

export function parseZone(id: string): ListAddress {
  return JSON.parse(id.slice(PREFIX.length)) as ListAddress;
}
