import type { ComponentMessages } from './zh-HK';

const components: ComponentMessages = {
  resource: { actions: 'Actions', add: 'Add', edit: 'Edit' },
  table: {
    footer: 'Showing {{from}} to {{to}} of {{total}} Entries',
    selected: '{{count}} selected',
    clearSelection: 'Clear selection',
    density: {
      title: 'Density',
      default: 'Default',
      middle: 'Middle',
      small: 'Small',
    },
  },
  export: {
    button: 'Export',
    title: 'Exporting',
    rows: '{{rows}} rows',
    rowsUnknown: 'Row count unknown',
    received: '{{size}} received',
    cancel: 'Cancel',
    cancelled: 'Export cancelled',
    done: 'Export finished: {{name}}',
    failed: 'Export failed: {{reason}}',
    unreachable: 'The server cannot be reached',
    interrupted: 'The download was interrupted',
  },
  richText: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    heading: 'Heading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    linkPlaceholder: 'https://example.com',
    linkApply: 'Apply',
    linkInvalid: 'Enter an http, https or mailto address',
    unlink: 'Remove link',
    undo: 'Undo',
    redo: 'Redo',
  },
  upload: {
    button: 'Upload',
    maxCount: 'At most {{count}} files can be uploaded',
    imageOnly: 'Only GIF, JPEG or PNG images can be uploaded',
    fileFailed: 'File upload failed',
    imageFailed: 'Image upload failed',
  },
};

export default components;
