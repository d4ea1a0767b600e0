export { SearchPage } from './pages/search-page';
export { containsPattern, foldText, isSearchable, searchWords } from './normalize';
export { useDebouncedValue } from './use-debounced-value';
