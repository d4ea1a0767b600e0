export { SuggestionsPage } from './pages/suggestions-page';
export { useGenerateSuggestions } from './api';
