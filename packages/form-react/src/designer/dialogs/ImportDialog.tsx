/**
 * The Import JSON dialog (spec §2, §8): a sample of the format, a text editor, and a button that
 * reads a local .json file into the editor (read in the browser; no request is sent). Confirming
 * parses the text with the engine: success hands the definition over and closes; failure keeps the
 * text and lists the engine's path error.
 */

import { UploadOutlined } from '@ant-design/icons';
import type { FormDefinition } from '@siteguard/form-engine';
import { Alert, Button, Collapse, Input, Modal, Space, theme } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { ChangeEvent } from 'react';
import { useRef, useState } from 'react';
import { useTexts } from '../lang';
import { CodeView } from './CodeView';
import { DIALOG_WIDTH } from './constants';
import { IMPORT_SAMPLE, importDefinition } from './importDefinition';
import { DIALOG_TEXTS } from './texts';
import { useDialogMessage } from './useDialogMessage';

export interface ImportDialogProps {
  open: boolean;
  /** The parsed definition: list and config to put on the canvas. */
  onImport(definition: FormDefinition): void;
  onClose(): void;
}

export function ImportDialog({ open, onImport, onClose }: ImportDialogProps) {
  const t = useTexts(DIALOG_TEXTS);
  const { token } = theme.useToken();
  const [message, holder] = useDialogMessage();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useRef<TextAreaRef>(null);

  const edit = (value: string) => {
    setText(value);
    setErrors([]); // the error belonged to the text it was found in
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after editing
    if (!file) return;
    try {
      edit(await file.text());
    } catch {
      message.error(t.importFileUnreadable);
    }
  };

  const confirm = () => {
    const result = importDefinition(text);
    if (!result.ok) {
      setErrors(result.errors);
      message.error(t.importFailed);
      return;
    }
    onImport(result.definition);
    message.success(t.importSucceeded);
    edit('');
    onClose();
  };

  return (
    <>
      {holder}
      <Modal
        open={open}
        title={t.importTitle}
        width={DIALOG_WIDTH}
        okText={t.importConfirm}
        // the designer's language, whatever antd locale the embedding page set
        cancelText={t.cancel}
        okButtonProps={{ disabled: text.trim() === '' }}
        onOk={confirm}
        onCancel={onClose}
        // the file button sits on the left of the footer, keeping the editor and errors in view
        footer={(_, { OkBtn, CancelBtn }) => (
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
              {t.importUpload}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              hidden
              onChange={(e) => void readFile(e)}
            />
            <Space>
              <CancelBtn />
              <OkBtn />
            </Space>
          </div>
        )}
        afterOpenChange={(opened) => {
          if (opened) editor.current?.focus();
        }}
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Collapse
            size="small"
            items={[
              {
                key: 'sample',
                label: t.importSample,
                children: <CodeView code={IMPORT_SAMPLE} label={t.importSample} maxHeight={220} />,
              },
            ]}
          />
          <Input.TextArea
            ref={editor}
            value={text}
            onChange={(e) => edit(e.target.value)}
            placeholder={t.importPlaceholder}
            aria-label={t.importTitle}
            spellCheck={false}
            autoSize={{ minRows: 10, maxRows: 16 }}
            status={errors.length > 0 ? 'error' : undefined}
            style={{ fontFamily: token.fontFamilyCode, fontSize: 12 }}
          />
          {errors.length > 0 && (
            <Alert
              type="error"
              showIcon
              message={t.importFailed}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18, fontFamily: token.fontFamilyCode }}>
                  {errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              }
            />
          )}
        </Space>
      </Modal>
    </>
  );
}
