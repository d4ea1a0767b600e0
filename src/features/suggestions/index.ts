export { SuggestionsPage } from './pages/suggestions-page';
export { generateSuggestions } from './api';
