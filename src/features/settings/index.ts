export { SettingsPage } from './pages/settings-page';
