export { GenerationPanel } from './components/generation-panel';
export { GeneratedDocuments } from './components/generated-documents';
export type { GenerationPanelProps } from './components/generation-panel';
export { generatedDocumentKeys, generationKeys, useGeneratedDocuments } from './api';
export { GENERATION_MESSAGES } from './schemas';
export type { DocumentoGenerado } from './types';
