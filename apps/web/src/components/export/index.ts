export { type DownloadProgress, downloadFile } from './download';
export { ExportButton, type ExportStart } from './ExportButton';
