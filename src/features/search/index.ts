export { SearchPage } from './pages/search-page';
export { containsPattern, foldText, isSearchable, searchWords } from './normalize';
