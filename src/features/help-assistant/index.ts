export { HelpAssistant } from './components/help-assistant';
