/**
 * The form designer: palette, canvas and properties panel over the pure designer core of
 * @siteguard/form-engine. This file holds the public props and the frame that wires the areas.
 */
import type { FormDefinition } from '@siteguard/form-engine';
import type { ReactNode } from 'react';
import { DesignerFrame } from './DesignerFrame';
import type { DesignerLang } from './lang';
import type { ToolbarAction } from './toolbar/toolbarActions';

export type { ToolbarAction } from './toolbar/toolbarActions';
export { DESIGNER_TOOLBAR } from './toolbar/toolbarActions';

export interface FormDesignerProps {
  /** The definition to start from; later changes of this prop are ignored (remount with a `key`). */
  readonly initialValue?: FormDefinition;
  /** Default 'en' (the spec's language for this area). */
  readonly lang?: DesignerLang;
  /** The header title; defaults to the designer's own title. */
  readonly title?: ReactNode;
  /** Content beside the title (the console puts the form's name and version there). */
  readonly extra?: ReactNode;
  /** The toolbar's actions; default all of DESIGNER_TOOLBAR. */
  readonly toolbar?: readonly ToolbarAction[];
  /**
   * Where the exported HTML and VUE samples load the `<siteguard-form>` element bundle from (an
   * absolute URL, so a saved demo.html works when opened from disk).
   */
  readonly elementScriptUrl?: string;
  /** Reset clears without asking when set. */
  readonly hideResetHint?: boolean;
  /** Save pressed (toolbar or Ctrl/Cmd+S): the definition on the canvas. */
  readonly onSave?: (definition: FormDefinition) => void | Promise<void>;
  /** Close pressed. */
  readonly onClose?: () => void;
  /**
   * Every change of the definition on the canvas. History keeps structural sharing, so undoing back
   * to a saved definition hands back that same object: `definition === saved` tells "unchanged".
   */
  readonly onChange?: (definition: FormDefinition) => void;
}

export function FormDesigner(props: FormDesignerProps) {
  return <DesignerFrame {...props} />;
}
