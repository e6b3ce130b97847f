/**
 * The words of the designer's frame: header, palette, canvas, toolbar, table menu, reset and the
 * core's refusals. English is the reference (the spec's texts exactly); where the spec gives only a
 * Chinese message (the table refusals, 已清空) zh-CN is that text exactly.
 */
import type { DesignerErrorCode } from '@siteguard/form-engine';
import type { Catalogue } from './lang';

export interface CoreTexts {
  title: string;
  palette: string;
  paletteSections: { basic: string; advanced: string; layout: string };
  /** Shown on an empty canvas. */
  emptyCanvas: string;
  emptyCanvasHint: string;
  /** Shown in an empty container while nothing is dragged. */
  dropHere: string;
  copy: string;
  remove: string;
  dragHandle: string;
  hidden: string;
  /** `{label}`: a control's label, for screen readers on the canvas. */
  controlAria: string;
  toolbar: {
    save: string;
    preview: string;
    importJson: string;
    exportJson: string;
    exportCode: string;
    reset: string;
    close: string;
    undo: string;
    redo: string;
  };
  table: { addRow: string; addColumn: string; mergeDown: string; mergeRight: string; split: string };
  resetTitle: string;
  resetContent: string;
  resetOk: string;
  resetCancel: string;
  cleared: string;
  saved: string;
  errors: Record<DesignerErrorCode, string>;
  properties: string;
  /** Screen-reader words of a drag; `{name}` is the control. */
  announce: {
    instructions: string;
    pickedUp: string;
    over: string;
    notOver: string;
    dropped: string;
    droppedOutside: string;
    cancelled: string;
  };
  /** Palette names of the built-in types; empty in English, where the registry's (the spec's) labels show. */
  typeNames: Readonly<Record<string, string>>;
}

const en: CoreTexts = {
  title: 'Form designer',
  palette: 'Controls',
  paletteSections: { basic: 'Basic controls', advanced: 'Advanced controls', layout: 'Layout controls' },
  emptyCanvas: 'Drag controls here from the left',
  emptyCanvasHint: 'or click a control to add it',
  dropHere: 'Drop controls here',
  copy: 'Copy',
  remove: 'Delete',
  dragHandle: 'Drag to move (Space to pick up with the keyboard)',
  hidden: 'Hidden',
  controlAria: 'Control {label}',
  toolbar: {
    save: 'Save',
    preview: 'Preview',
    importJson: 'Import JSON',
    exportJson: 'Export JSON',
    exportCode: 'Export code',
    reset: 'Clear',
    close: 'Close',
    undo: 'Undo',
    redo: 'Redo',
  },
  table: {
    addRow: 'Add row',
    addColumn: 'Add column',
    mergeDown: 'Merge down',
    mergeRight: 'Merge right',
    split: 'Split',
  },
  resetTitle: 'Warning',
  resetContent: 'Are you sure you want to clear the content?',
  resetOk: 'Yes',
  resetCancel: 'No',
  cleared: 'Cleared',
  saved: 'Saved',
  errors: {
    'table/last-row': 'This is the last row; cannot merge down',
    'table/colspan-differs': 'This table cannot merge down here',
    'table/last-column': 'This is the last column; cannot merge right',
    'table/rowspan-differs': 'This table cannot merge right here',
    'table/no-cell': 'No such table cell',
    'not-found': 'No such control',
    'bad-address': 'No such place in the form',
    'not-a-container': 'Controls cannot be placed there',
    'row-child-only': 'Only simple fields, text and html can be placed inside a batch or a select input list',
    'into-itself': 'A control cannot be placed inside itself',
    'too-deep': 'The form would be nested too deeply',
    'unknown-type': 'Unknown control type',
    'bad-patch': 'The key and the type of a control cannot be changed',
    'duplicate-model': 'Another field already uses this model',
    'not-a-table': 'The control is not a table',
    'bad-structure': 'Nested controls are added with insert or copy, not through properties',
    'duplicate-key': 'A control with this key is already in the form',
  },
  properties: 'Properties',
  announce: {
    instructions:
      'To pick up a control, press Space or Enter on its drag handle. Move it with the arrow keys, drop it with Space or Enter, or press Escape to cancel.',
    pickedUp: 'Picked up {name}.',
    over: '{name} is over a drop area.',
    notOver: '{name} is not over a drop area.',
    dropped: '{name} was dropped.',
    droppedOutside: '{name} was dropped outside the form; nothing changed.',
    cancelled: 'Moving {name} was cancelled.',
  },
  typeNames: {},
};

const zhCN: CoreTexts = {
  title: '表单设计器',
  palette: '控件',
  paletteSections: { basic: '基础控件', advanced: '高级控件', layout: '布局控件' },
  emptyCanvas: '从左侧拖拽控件到这里',
  emptyCanvasHint: '或点击控件添加',
  dropHere: '拖放控件到这里',
  copy: '复制',
  remove: '删除',
  dragHandle: '拖动以移动（键盘按空格拿起）',
  hidden: '已隐藏',
  controlAria: '控件 {label}',
  toolbar: {
    save: '保存',
    preview: '预览',
    importJson: '导入JSON',
    exportJson: '导出JSON',
    exportCode: '导出代码',
    reset: '清空',
    close: '关闭',
    undo: '撤销',
    redo: '重做',
  },
  table: {
    addRow: '增加行',
    addColumn: '增加列',
    mergeDown: '向下合并',
    mergeRight: '向右合并',
    split: '拆分单元格',
  },
  resetTitle: '警告',
  resetContent: '是否确认清空内容?',
  resetOk: '是',
  resetCancel: '否',
  cleared: '已清空',
  saved: '已保存',
  errors: {
    'table/last-row': '当前是最后一行，无法向下合并',
    'table/colspan-differs': '当前表格无法向下合并',
    'table/last-column': '当前是最后一列，无法向右合并',
    'table/rowspan-differs': '当前表格无法向右合并',
    'table/no-cell': '没有这个单元格',
    'not-found': '没有这个控件',
    'bad-address': '表单中没有这个位置',
    'not-a-container': '控件不能放在这里',
    'row-child-only': '动态表格和选择输入列中只能放简单字段、文字和HTML',
    'into-itself': '控件不能放进自身',
    'too-deep': '表单嵌套层级过深',
    'unknown-type': '未知的控件类型',
    'bad-patch': '控件的标识和类型不能修改',
    'duplicate-model': '已有其他字段使用这个数据字段名',
    'not-a-table': '这个控件不是表格',
    'bad-structure': '嵌套的控件只能通过添加或复制加入，不能在属性中加入',
    'duplicate-key': '表单中已有这个标识的控件',
  },
  properties: '属性',
  announce: {
    instructions: '在控件的拖动按钮上按空格或回车拿起控件，用方向键移动，按空格或回车放下，按 Escape 取消。',
    pickedUp: '已拿起{name}。',
    over: '{name}在可放置区域上。',
    notOver: '{name}不在可放置区域上。',
    dropped: '已放下{name}。',
    droppedOutside: '{name}放在表单之外，没有改动。',
    cancelled: '已取消移动{name}。',
  },
  typeNames: {
    input: '输入框',
    textarea: '多行文本',
    number: '数字输入框',
    select: '下拉选择器',
    checkbox: '多选框',
    radio: '单选框',
    date: '日期选择框',
    time: '时间选择框',
    rate: '评分',
    slider: '滑动输入条',
    uploadFile: '上传文件',
    uploadImg: '上传图片',
    treeSelect: '树选择器',
    cascader: '级联选择器',
    batch: '动态表格',
    selectInputList: '选择输入列',
    editor: '富文本',
    switch: '开关',
    button: '按钮',
    alert: '警告提示',
    text: '文字',
    html: 'HTML',
    divider: '分割线',
    card: '卡片布局',
    tabs: '标签页布局',
    grid: '栅格布局',
    table: '表格布局',
  },
};

const zhHK: CoreTexts = {
  title: '表單設計器',
  palette: '控件',
  paletteSections: { basic: '基礎控件', advanced: '進階控件', layout: '佈局控件' },
  emptyCanvas: '從左側拖拽控件到這裏',
  emptyCanvasHint: '或點擊控件加入',
  dropHere: '拖放控件到這裏',
  copy: '複製',
  remove: '刪除',
  dragHandle: '拖動以移動（鍵盤按空格拿起）',
  hidden: '已隱藏',
  controlAria: '控件 {label}',
  toolbar: {
    save: '儲存',
    preview: '預覽',
    importJson: '匯入JSON',
    exportJson: '匯出JSON',
    exportCode: '匯出代碼',
    reset: '清空',
    close: '關閉',
    undo: '復原',
    redo: '重做',
  },
  table: {
    addRow: '增加行',
    addColumn: '增加列',
    mergeDown: '向下合併',
    mergeRight: '向右合併',
    split: '拆分儲存格',
  },
  resetTitle: '警告',
  resetContent: '是否確認清空內容?',
  resetOk: '是',
  resetCancel: '否',
  cleared: '已清空',
  saved: '已儲存',
  errors: {
    'table/last-row': '當前是最後一行，無法向下合併',
    'table/colspan-differs': '當前表格無法向下合併',
    'table/last-column': '當前是最後一列，無法向右合併',
    'table/rowspan-differs': '當前表格無法向右合併',
    'table/no-cell': '沒有這個儲存格',
    'not-found': '沒有這個控件',
    'bad-address': '表單中沒有這個位置',
    'not-a-container': '控件不能放在這裏',
    'row-child-only': '動態表格和選擇輸入列中只能放簡單欄位、文字和HTML',
    'into-itself': '控件不能放進自身',
    'too-deep': '表單嵌套層級過深',
    'unknown-type': '未知的控件類型',
    'bad-patch': '控件的標識和類型不能修改',
    'duplicate-model': '已有其他欄位使用這個資料欄位名',
    'not-a-table': '這個控件不是表格',
    'bad-structure': '嵌套的控件只能經新增或複製加入，不能在屬性中加入',
    'duplicate-key': '表單中已有這個標識的控件',
  },
  properties: '屬性',
  announce: {
    instructions:
      '在控件的拖動按鈕上按空格或 Enter 拿起控件，用方向鍵移動，按空格或 Enter 放下，按 Escape 取消。',
    pickedUp: '已拿起{name}。',
    over: '{name}在可放置區域上。',
    notOver: '{name}不在可放置區域上。',
    dropped: '已放下{name}。',
    droppedOutside: '{name}放在表單之外，沒有改動。',
    cancelled: '已取消移動{name}。',
  },
  typeNames: {
    input: '輸入框',
    textarea: '多行文字',
    number: '數字輸入框',
    select: '下拉選擇器',
    checkbox: '多選框',
    radio: '單選框',
    date: '日期選擇框',
    time: '時間選擇框',
    rate: '評分',
    slider: '滑動輸入條',
    uploadFile: '上載檔案',
    uploadImg: '上載圖片',
    treeSelect: '樹狀選擇器',
    cascader: '級聯選擇器',
    batch: '動態表格',
    selectInputList: '選擇輸入列',
    editor: '富文字',
    switch: '開關',
    button: '按鈕',
    alert: '警告提示',
    text: '文字',
    html: 'HTML',
    divider: '分隔線',
    card: '卡片佈局',
    tabs: '標籤頁佈局',
    grid: '柵格佈局',
    table: '表格佈局',
  },
};

export const CORE_TEXTS: Catalogue<CoreTexts> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** The palette name of a control type in the designer's language (custom types: their label). */
export function typeName(texts: CoreTexts, type: string, label: string): string {
  return texts.typeNames[type] ?? label;
}

/** `{name}` placeholders filled from `params`. */
export function fillText(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
