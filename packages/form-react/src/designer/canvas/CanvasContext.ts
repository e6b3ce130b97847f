/**
 * What every canvas control reads: the designer's actions (stable), the selection and drop-target
 * stores, the registry and the texts. The value changes only with the language or the registry, so
 * a context change never re-renders the canvas on an edit.
 */
import type { DesignerState, FormDefinition, Registry } from '@siteguard/form-engine';
import { createContext, useContext } from 'react';
import type { AdapterMap } from '../../runtime/adapters';
import type { CoreTexts } from '../texts';
import type { DesignerActions } from '../useDesigner';
import type { DropTarget, ValueStore } from './stores';

/** A right-click on a table cell: where the context menu opens and what it acts on. */
export interface TableMenuRequest {
  readonly tableKey: string;
  readonly row: number;
  readonly col: number;
  readonly x: number;
  readonly y: number;
}

export interface CanvasContextValue {
  readonly actions: DesignerActions;
  /** The designer's latest state, also between a command and the next render. */
  readonly current: () => DesignerState;
  /** The definition on the canvas (read with useStoreValue: only the canvas re-renders on an edit). */
  readonly definition: ValueStore<FormDefinition>;
  readonly selection: ValueStore<string>;
  readonly dropTarget: ValueStore<DropTarget | undefined>;
  readonly registry: Registry;
  readonly adapters: AdapterMap;
  readonly texts: CoreTexts;
  readonly openTableMenu: (request: TableMenuRequest) => void;
}

export const CanvasContext = createContext<CanvasContextValue | null>(null);

export function useCanvas(): CanvasContextValue {
  const value = useContext(CanvasContext);
  if (!value) throw new Error('a canvas control is drawn outside the designer');
  return value;
}
