/** What other features may use of the resources feature: its screens (the library, a resource's view, exploreResources) and its admin section. */

export { ExploreResourcesPage } from './components/explore-resources.tsx';
export { ResourceViewPage } from './components/resource-view.tsx';
export { ResourcesAdminScreen } from './components/resources-admin.tsx';
export { ResourcesPage } from './components/resources-page.tsx';
