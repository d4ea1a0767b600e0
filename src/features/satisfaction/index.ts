export { SatisfactionPage } from './pages/satisfaction-page';
