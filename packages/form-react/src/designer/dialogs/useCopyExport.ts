/** Copy and Export as the JSON and Code dialogs offer them, with the spec's copy messages. */
import type { ReactElement } from 'react';
import { useTexts } from '../lang';
import { copyText } from './clipboard';
import { downloadText } from './download';
import { DIALOG_TEXTS } from './texts';
import { useDialogMessage } from './useDialogMessage';

export interface CopyExport {
  copy(text: string): Promise<void>;
  save(fileName: string, text: string, type: string): void;
  /** Render it (outside the Modal) for the messages. */
  holder: ReactElement;
}

export function useCopyExport(): CopyExport {
  const t = useTexts(DIALOG_TEXTS);
  const [message, holder] = useDialogMessage();
  return {
    copy: async (text) => {
      if (await copyText(text)) message.success(t.copied);
      else message.error(t.copyFailed);
    },
    save: downloadText,
    holder,
  };
}
