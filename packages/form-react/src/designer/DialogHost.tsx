/**
 * The four dialogs of the toolbar. Memoised, and handed the definition only while one is open: an
 * edit on the canvas never re-renders closed dialogs.
 */
import type { FormDefinition } from '@siteguard/form-engine';
import { memo, useRef } from 'react';
import { CodeDialog, ImportDialog, JsonDialog, PreviewDialog } from './dialogs/index';

export type DesignerDialog = 'preview' | 'import' | 'code' | undefined;

/** `value` while `live`, else the last value it had while live (so memoised readers skip). */
export function useHeldValue<T>(live: boolean, value: T): T {
  const held = useRef(value);
  if (live) held.current = value;
  return held.current;
}

export interface DialogHostProps {
  readonly dialog: DesignerDialog;
  /** What the JSON dialog shows (the definition or the preview's data); undefined when closed. */
  readonly json: { readonly value: unknown } | undefined;
  readonly definition: FormDefinition;
  readonly elementScriptUrl: string | undefined;
  readonly onImport: (definition: FormDefinition) => void;
  readonly onData: (data: Record<string, unknown>) => void;
  readonly onCloseDialog: () => void;
  readonly onCloseJson: () => void;
}

export const DialogHost = memo(function DialogHost(props: DialogHostProps) {
  const { dialog, json, definition, onCloseDialog } = props;
  return (
    <>
      <PreviewDialog
        open={dialog === 'preview'}
        definition={definition}
        onData={props.onData}
        onClose={onCloseDialog}
      />
      <ImportDialog open={dialog === 'import'} onImport={props.onImport} onClose={onCloseDialog} />
      <CodeDialog
        open={dialog === 'code'}
        definition={definition}
        elementScriptUrl={props.elementScriptUrl}
        onClose={onCloseDialog}
      />
      <JsonDialog open={json !== undefined} value={json?.value} onClose={props.onCloseJson} />
    </>
  );
});
