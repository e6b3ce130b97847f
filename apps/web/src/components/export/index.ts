export { type DownloadedFile, type DownloadProgress, downloadFile, saveBlob } from './download';
export { ExportButton, type ExportStart } from './ExportButton';
