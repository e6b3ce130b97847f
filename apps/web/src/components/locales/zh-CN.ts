import type { ComponentMessages } from './zh-HK';

const components: ComponentMessages = {
  resource: { actions: '操作', add: '新增', edit: '编辑' },
  table: {
    footer: '显示第 {{from}} 至 {{to}} 项，共 {{total}} 项',
    selected: '已选择 {{count}} 项',
    clearSelection: '取消选择',
    density: {
      title: '表格密度',
      default: '默认',
      middle: '中等',
      small: '紧凑',
    },
  },
  export: {
    button: '导出',
    title: '正在导出',
    rows: '共 {{rows}} 行',
    rowsUnknown: '行数未知',
    received: '已接收 {{size}}',
    cancel: '取消',
    cancelled: '已取消导出',
    done: '导出完成：{{name}}',
    failed: '导出失败：{{reason}}',
    unreachable: '无法连接服务器',
    interrupted: '下载中断',
  },
  richText: {
    toolbar: '格式',
    bold: '粗体',
    italic: '斜体',
    underline: '下划线',
    strike: '删除线',
    heading: '小标题',
    bulletList: '无序列表',
    orderedList: '有序列表',
    link: '链接',
    linkPlaceholder: 'https://example.com',
    linkApply: '应用',
    linkInvalid: '请输入 http、https 或 mailto 地址',
    unlink: '移除链接',
    undo: '撤销',
    redo: '重做',
  },
  upload: {
    button: '上传',
    maxCount: '最大上传数量为{{count}}',
    imageOnly: '只能上传 GIF、JPEG 或 PNG 图片',
    fileFailed: '文件上传失败',
    imageFailed: '图片上传失败',
  },
};

export default components;
