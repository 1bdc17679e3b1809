/** What other features may use of the media feature: uploads and read-only attachments. */
export { uploadFile } from './api/upload-file.ts';
export { AttachmentBody, AttachmentsView } from './components/attachments-view.tsx';
export {
  AttachFilesButton,
  type PendingUploads,
  PendingUploadsList,
  usePendingUploads,
} from './components/pending-uploads.tsx';
export { PicturePicker, type PictureShape } from './components/picture-picker.tsx';
export { mediaKeys } from './keys.ts';
