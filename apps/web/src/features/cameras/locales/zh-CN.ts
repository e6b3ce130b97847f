import type { CameraMessages } from './zh-HK';

const cameras: CameraMessages = {
  log: {
    title: '摄像头日志',
    time: '时间',
    type: '类型',
    camera: '摄像机',
    channel: '通道',
    event: '事件',
    message: '消息',
    operator: '操作人',
    keyword: '关键字',
    keywordPlaceholder: '摄像机、事件或消息',
    deleteSelected: '删除所选',
    deleteConfirm: '确定删除所选的 {{count}} 条日志吗？',
    deleteOk: '删除',
    deleted: '已删除 {{count}} 条日志',
  },
};

export default cameras;
