/**
 * The runtime's own words (buttons, warnings). Validation messages come from the engine's
 * `formMessages`; these cover only what the engine never says.
 */
import type { MessageCatalogue } from '@siteguard/form-engine';
import { formMessages } from '@siteguard/form-engine';

export type RuntimeLang = 'zh-HK' | 'zh-CN' | 'en';

export interface RuntimeTexts {
  /** `{limit}`: the upload limit. The original's words: 最大上传数量为N. */
  uploadLimit: string;
  uploadImageOnly: string;
  uploadFailed: string;
  upload: string;
  uploadDrag: string;
  addRow: string;
  removeRow: string;
  sequence: string;
  actions: string;
  editorImageLimit: string;
  editorBold: string;
  editorItalic: string;
  editorHeading: string;
  editorBulletList: string;
  editorOrderedList: string;
  editorImage: string;
  editorLoading: string;
  unknownControl: string;
  unreadableForm: string;
}

export const runtimeTexts: Readonly<Record<RuntimeLang, Readonly<RuntimeTexts>>> = {
  'zh-CN': {
    uploadLimit: '最大上传数量为{limit}',
    uploadImageOnly: '只能上传 gif、jpeg、png 图片',
    uploadFailed: '上传失败',
    upload: '上传',
    uploadDrag: '点击或拖拽文件到此区域上传',
    addRow: '增加',
    removeRow: '删除',
    sequence: '序号',
    actions: '操作',
    editorImageLimit: '每次最多插入 {limit} 张图片',
    editorBold: '粗体',
    editorItalic: '斜体',
    editorHeading: '标题',
    editorBulletList: '无序列表',
    editorOrderedList: '有序列表',
    editorImage: '图片',
    editorLoading: '加载中…',
    unknownControl: '未知控件：{type}',
    unreadableForm: '表单定义无法读取',
  },
  'zh-HK': {
    uploadLimit: '最大上載數量為{limit}',
    uploadImageOnly: '只能上載 gif、jpeg、png 圖片',
    uploadFailed: '上載失敗',
    upload: '上載',
    uploadDrag: '點擊或拖放檔案到此區域上載',
    addRow: '增加',
    removeRow: '刪除',
    sequence: '序號',
    actions: '操作',
    editorImageLimit: '每次最多插入 {limit} 張圖片',
    editorBold: '粗體',
    editorItalic: '斜體',
    editorHeading: '標題',
    editorBulletList: '項目符號',
    editorOrderedList: '編號',
    editorImage: '圖片',
    editorLoading: '載入中…',
    unknownControl: '未知控件：{type}',
    unreadableForm: '表單定義無法讀取',
  },
  en: {
    uploadLimit: 'At most {limit} files can be uploaded',
    uploadImageOnly: 'Only gif, jpeg and png images can be uploaded',
    uploadFailed: 'Upload failed',
    upload: 'Upload',
    uploadDrag: 'Click or drag files here to upload',
    addRow: 'Add',
    removeRow: 'Delete',
    sequence: 'No.',
    actions: 'Actions',
    editorImageLimit: 'At most {limit} images at a time',
    editorBold: 'Bold',
    editorItalic: 'Italic',
    editorHeading: 'Heading',
    editorBulletList: 'Bullet list',
    editorOrderedList: 'Numbered list',
    editorImage: 'Image',
    editorLoading: 'Loading…',
    unknownControl: 'Unknown control: {type}',
    unreadableForm: 'The form definition cannot be read',
  },
};

/** A text with its `{name}` placeholders filled. */
export function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function messagesFor(lang: RuntimeLang): Readonly<MessageCatalogue> {
  return formMessages[lang];
}
