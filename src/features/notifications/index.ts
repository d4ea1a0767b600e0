export { NotificationsPage } from './pages/notifications-page';
export { renderTemplate, templateVariables } from './render-template';
export { notificationKeys } from './api';
