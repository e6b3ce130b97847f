/**
 * The Preview dialog (spec §2): the form as it will run. 'Get data' validates; valid data goes to
 * `onData` (the designer shows it in the JSON dialog). A failure says nothing (spec §8): the fields
 * show their errors and the runtime opens the tab holding the first failing field.
 */
import type { FormDefinition } from '@siteguard/form-engine';
import { Modal } from 'antd';
import { useState } from 'react';
import { FormRenderer } from '../../runtime/FormRenderer';
import { useFormRuntime } from '../../runtime/handle';
import type { FormValues } from '../../runtime/initialValues';
import { useDesignerLang, useTexts } from '../lang';
import { DEFAULT_PREVIEW_WIDTH } from './constants';
import { DIALOG_TEXTS } from './texts';

export interface PreviewDialogProps {
  open: boolean;
  definition: FormDefinition;
  onData(data: Record<string, unknown>): void;
  onClose(): void;
}

export function PreviewDialog({ open, definition, onData, onClose }: PreviewDialogProps) {
  const t = useTexts(DIALOG_TEXTS);
  const lang = useDesignerLang();
  const runtime = useFormRuntime();
  const [checking, setChecking] = useState(false);

  const deliver = (getData: () => Promise<FormValues>) => {
    setChecking(true);
    getData()
      .then(onData, () => undefined)
      .finally(() => setChecking(false));
  };

  return (
    <Modal
      open={open}
      title={t.previewTitle}
      width={definition.config.previewWidth || DEFAULT_PREVIEW_WIDTH}
      okText={t.getData}
      cancelText={t.close}
      confirmLoading={checking}
      onOk={() => deliver(() => runtime.getData())}
      onCancel={onClose}
      // each opening starts from the form's default values
      destroyOnHidden
      // a long form scrolls inside, so 'Get data' stays on screen
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', overflowX: 'hidden' } }}
    >
      <FormRenderer
        definition={definition}
        runtime={runtime}
        lang={lang}
        // the form's own submit buttons behave as 'Get data'
        onSubmit={deliver}
      />
    </Modal>
  );
}
