/** Camera texts in Traditional Chinese: the source shape the other languages must match. */
const cameras = {
  log: {
    title: '鏡頭日誌',
    time: '時間',
    type: '類型',
    camera: '攝像機',
    channel: '通道',
    event: '事件',
    message: '訊息',
    operator: '操作人',
    keyword: '關鍵字',
    keywordPlaceholder: '攝像機、事件或訊息',
    deleteSelected: '刪除所選',
    deleteConfirm: '確定刪除所選的 {{count}} 條日誌嗎？',
    deleteOk: '刪除',
    deleted: '已刪除 {{count}} 條日誌',
  },
};

export type CameraMessages = typeof cameras;
export default cameras;
