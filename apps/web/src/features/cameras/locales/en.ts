import type { CameraMessages } from './zh-HK';

const cameras: CameraMessages = {
  log: {
    title: 'Camera logs',
    time: 'Time',
    type: 'Type',
    camera: 'Camera',
    channel: 'Channel',
    event: 'Event',
    message: 'Message',
    operator: 'Operator',
    keyword: 'Keyword',
    keywordPlaceholder: 'Camera, event or message',
    deleteSelected: 'Delete selected',
    deleteConfirm: 'Delete the {{count}} selected logs?',
    deleteOk: 'Delete',
    deleted: '{{count}} logs deleted',
  },
};

export default cameras;
