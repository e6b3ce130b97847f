/** Shared component texts (tables, export, uploads) in Traditional Chinese: the source shape. */
const components = {
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
