import { DATA_SCOPE_TYPES, type DataScopeType } from '@siteguard/contracts';

/** The five data scope types in the order the dialog lists them (texts are `role.scope<N>`). */
export const DATA_SCOPE_VALUES: readonly DataScopeType[] = Object.values(DATA_SCOPE_TYPES);

export function isDataScopeType(value: number): value is DataScopeType {
  return (DATA_SCOPE_VALUES as readonly number[]).includes(value);
}
