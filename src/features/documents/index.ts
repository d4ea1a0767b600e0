export { DocumentUploadWidget } from './components/document-upload-widget';
export type { DocumentUploadWidgetProps } from './components/document-upload-widget';
export { CaseDocuments } from './components/case-documents';
export { DocumentsTable } from './components/documents-table';
export { UploadStatusBadge } from './components/upload-status-badge';
export { VerifyIntegrity } from './components/verify-integrity';
export {
  documentKeys,
  useCaseDocuments,
  useDocumentsOfCases,
  createSignedUrl,
  SIGNED_URL_SECONDS,
} from './api';
export { useOpenSignedUrl } from './use-open-signed-url';
export { formatFileSize } from './format-size';
export { DOCUMENT_MESSAGES } from './schemas';
export type { DocumentRow, UploadStatus, UploadResult } from './types';
export { DOC_TYPE_LABELS, docTypeLabel } from './doc-types';
