export { AppLayout } from './components/app-layout';
export { registeredPaths } from './registered-paths';
export { searchHref } from './search-href';
export { useIsRouted } from './routed-paths-context';
