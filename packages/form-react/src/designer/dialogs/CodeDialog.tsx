/**
 * The Code dialog (spec §2): tabs VUE, HTML and React, each a complete sample embedding the form
 * JSON; Copy and Export (demo.vue, demo.html, demo.tsx) act on the open tab.
 */
import type { FormDefinition } from '@siteguard/form-engine';
import { Button, Modal, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useDesignerLang, useTexts } from '../lang';
import { CodeView } from './CodeView';
import type { SampleKind } from './codeSamples';
import { codeSample, SAMPLE_FILES, SAMPLE_KINDS } from './codeSamples';
import { DIALOG_WIDTH } from './constants';
import { DIALOG_TEXTS } from './texts';
import { useCopyExport } from './useCopyExport';
import { useKeptWhileClosing } from './useKeptWhileClosing';

export interface CodeDialogProps {
  open: boolean;
  definition: FormDefinition;
  /** Where the HTML and VUE samples load the `<siteguard-form>` bundle from. */
  elementScriptUrl?: string;
  onClose(): void;
}

const TAB_LABELS: Readonly<Record<SampleKind, string>> = { vue: 'VUE', html: 'HTML', react: 'React' };
const FILE_TYPES: Readonly<Record<SampleKind, string>> = {
  vue: 'text/plain',
  html: 'text/html',
  react: 'text/plain',
};

export function CodeDialog({ open, definition, elementScriptUrl, onClose }: CodeDialogProps) {
  const t = useTexts(DIALOG_TEXTS);
  const lang = useDesignerLang();
  const { copy, save, holder } = useCopyExport();
  const [active, setActive] = useState<SampleKind>('vue');
  const shown = useKeptWhileClosing(open, definition);
  const samples = useMemo(() => {
    if (!shown) return undefined;
    const options = { lang, elementScriptUrl, getDataLabel: t.getData };
    return Object.fromEntries(SAMPLE_KINDS.map((kind) => [kind, codeSample(kind, shown, options)])) as Record<
      SampleKind,
      string
    >;
  }, [shown, elementScriptUrl, lang, t.getData]);
  const code = samples?.[active] ?? '';
  const file = SAMPLE_FILES[active];

  return (
    <>
      {holder}
      <Modal
        open={open}
        title={t.codeTitle}
        width={DIALOG_WIDTH}
        onCancel={onClose}
        footer={[
          <Button key="copy" onClick={() => void copy(code)}>
            {t.copy}
          </Button>,
          <Button key="export" type="primary" onClick={() => save(file, code, FILE_TYPES[active])}>
            {t.exportFile.replace('{file}', file)}
          </Button>,
        ]}
      >
        <Tabs
          activeKey={active}
          onChange={(key) => setActive(key as SampleKind)}
          items={SAMPLE_KINDS.map((kind) => ({
            key: kind,
            label: TAB_LABELS[kind],
            // the tab bar takes some 60 px more than the JSON dialog has above its code
            children: (
              <CodeView
                code={samples?.[kind] ?? ''}
                label={TAB_LABELS[kind]}
                maxHeight="calc(100vh - 380px)"
              />
            ),
          }))}
        />
      </Modal>
    </>
  );
}
