/**
 * The dialogs' words. English is the reference and repeats the spec's English exactly; where the
 * spec gives only Chinese (复制成功, 复制失败) zh-CN is that text, zh-HK its Traditional form and
 * English an equivalent.
 */
import type { Catalogue } from '../lang';

export interface DialogTexts {
  jsonTitle: string;
  codeTitle: string;
  importTitle: string;
  previewTitle: string;
  copy: string;
  export: string;
  close: string;
  cancel: string;
  copied: string;
  copyFailed: string;
  /** The Code dialog's export button: `{file}` is demo.vue, demo.html or demo.tsx. */
  exportFile: string;
  importSample: string;
  importPlaceholder: string;
  importUpload: string;
  importConfirm: string;
  importSucceeded: string;
  importFailed: string;
  importFileUnreadable: string;
  getData: string;
}

export const DIALOG_TEXTS: Catalogue<DialogTexts> = {
  en: {
    jsonTitle: 'JSON data',
    codeTitle: 'Code',
    importTitle: 'Import JSON',
    previewTitle: 'Preview',
    copy: 'Copy',
    export: 'Export',
    close: 'Close',
    cancel: 'Cancel',
    copied: 'Copied',
    copyFailed: 'Copy failed',
    exportFile: 'Export {file}',
    importSample: 'Sample format',
    importPlaceholder: 'Paste the form JSON here, or upload a .json file',
    importUpload: 'Upload JSON file',
    importConfirm: 'Import',
    importSucceeded: 'Import succeeded',
    importFailed: 'Import failed, data format is wrong',
    importFileUnreadable: 'The file could not be read',
    getData: 'Get data',
  },
  'zh-CN': {
    jsonTitle: 'JSON 数据',
    codeTitle: '代码',
    importTitle: '导入 JSON',
    previewTitle: '预览',
    copy: '复制',
    export: '导出',
    close: '关闭',
    cancel: '取消',
    copied: '复制成功',
    copyFailed: '复制失败',
    exportFile: '导出 {file}',
    importSample: '格式示例',
    importPlaceholder: '在此粘贴表单 JSON，或上传 .json 文件',
    importUpload: '上传 JSON 文件',
    importConfirm: '导入',
    importSucceeded: '导入成功',
    importFailed: '导入失败，数据格式不对',
    importFileUnreadable: '无法读取该文件',
    getData: '获取数据',
  },
  'zh-HK': {
    jsonTitle: 'JSON 資料',
    codeTitle: '代碼',
    importTitle: '匯入 JSON',
    previewTitle: '預覽',
    copy: '複製',
    export: '匯出',
    close: '關閉',
    cancel: '取消',
    copied: '複製成功',
    copyFailed: '複製失敗',
    exportFile: '匯出 {file}',
    importSample: '格式範例',
    importPlaceholder: '在此貼上表單 JSON，或上載 .json 檔案',
    importUpload: '上載 JSON 檔案',
    importConfirm: '匯入',
    importSucceeded: '匯入成功',
    importFailed: '匯入失敗，資料格式不對',
    importFileUnreadable: '無法讀取該檔案',
    getData: '取得資料',
  },
};
