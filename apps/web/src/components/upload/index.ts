export { filePreviewOptions, useObjectUrl } from './filePreview';
export { SgUpload, type SgUploadProps } from './SgUpload';
export { isImageFile, type UploadKind, uploadFile } from './uploadFile';
export { exceedsMaxCount, isAcceptedImage, sniffImageType, uploadResultOf } from './uploadRules';
