/** Shared component texts (tables, export, uploads) in Traditional Chinese: the source shape. */
const components = {
  resource: { actions: '操作', add: '新增', edit: '編輯' },
  table: {
    footer: '顯示第 {{from}} 至 {{to}} 項，共 {{total}} 項',
    selected: '已選擇 {{count}} 項',
    clearSelection: '取消選擇',
    density: {
      title: '表格密度',
      default: '預設',
      middle: '中等',
      small: '緊湊',
    },
  },
  export: {
    button: '匯出',
    title: '正在匯出',
    rows: '共 {{rows}} 行',
    rowsUnknown: '行數未知',
    received: '已接收 {{size}}',
    cancel: '取消',
    cancelled: '已取消匯出',
    done: '匯出完成：{{name}}',
    failed: '匯出失敗：{{reason}}',
    unreachable: '無法連接伺服器',
    interrupted: '下載中斷',
  },
  richText: {
    toolbar: '格式',
    bold: '粗體',
    italic: '斜體',
    underline: '底線',
    strike: '刪除線',
    heading: '小標題',
    bulletList: '項目符號清單',
    orderedList: '編號清單',
    link: '連結',
    linkPlaceholder: 'https://example.com',
    linkApply: '套用',
    linkInvalid: '請輸入 http、https 或 mailto 地址',
    unlink: '移除連結',
    undo: '復原',
    redo: '重做',
  },
  upload: {
    button: '上載',
    maxCount: '最大上載數量為{{count}}',
    imageOnly: '只可上載 GIF、JPEG 或 PNG 圖片',
    fileFailed: '文件上載失敗',
    imageFailed: '圖片上載失敗',
  },
};

export type ComponentMessages = typeof components;
export default components;
