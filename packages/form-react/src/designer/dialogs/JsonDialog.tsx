/** The JSON data dialog (spec §2): the value as formatted JSON, Copy, and Export as demo.json. */
import { Button, Modal } from 'antd';
import { useMemo } from 'react';
import { useTexts } from '../lang';
import { CodeView } from './CodeView';
import { DIALOG_WIDTH } from './constants';
import { DIALOG_TEXTS } from './texts';
import { useCopyExport } from './useCopyExport';
import { useKeptWhileClosing } from './useKeptWhileClosing';

export interface JsonDialogProps {
  open: boolean;
  /** A form definition, or the data the preview returned. */
  value: unknown;
  onClose(): void;
}

export const JSON_FILE = 'demo.json';

export function JsonDialog({ open, value, onClose }: JsonDialogProps) {
  const t = useTexts(DIALOG_TEXTS);
  const { copy, save, holder } = useCopyExport();
  // Only while open: a large form is not stringified on every designer change.
  const shown = useKeptWhileClosing(open, value);
  const text = useMemo(() => JSON.stringify(shown, null, 2) ?? '', [shown]);
  return (
    <>
      {holder}
      <Modal
        open={open}
        title={t.jsonTitle}
        width={DIALOG_WIDTH}
        onCancel={onClose}
        footer={[
          <Button key="copy" onClick={() => void copy(text)}>
            {t.copy}
          </Button>,
          <Button key="export" type="primary" onClick={() => save(JSON_FILE, text, 'application/json')}>
            {t.export}
          </Button>,
        ]}
      >
        <CodeView code={text} label={t.jsonTitle} />
      </Modal>
    </>
  );
}
