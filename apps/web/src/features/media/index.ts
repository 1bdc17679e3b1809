/** What other features may use of the media feature: uploads and read-only attachments. */
export { uploadFile } from './api/upload-file.ts';
export { AttachmentBody, AttachmentsView } from './components/attachments-view.tsx';
export { mediaKeys } from './keys.ts';
