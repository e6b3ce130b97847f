/**
 * The designer's language. The spec keeps this area English-only; its words still go through
 * per-area catalogues (toolbar, properties, dialogs ...) so translations can follow. The embedding
 * page chooses the language; every area reads it from this context.
 */
import { createContext, useContext } from 'react';
import type { RuntimeLang } from '../runtime/locale';

export type DesignerLang = RuntimeLang;

export const DesignerLangContext = createContext<DesignerLang>('en');

export function useDesignerLang(): DesignerLang {
  return useContext(DesignerLangContext);
}

/** A catalogue of one area's words in the three languages; English is the reference. */
export type Catalogue<T> = Readonly<Record<DesignerLang, T>>;

/** The words of one area in the designer's language: `const t = useTexts(PROPERTIES_TEXTS)`. */
export function useTexts<T>(catalogue: Catalogue<T>): T {
  return catalogue[useDesignerLang()];
}
