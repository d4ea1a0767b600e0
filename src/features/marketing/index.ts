// What other parts of the app may use from the marketing feature.
export { DEMO_REQUESTS_KEY } from './lib/demo-requests';
