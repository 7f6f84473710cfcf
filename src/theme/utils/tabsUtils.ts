/**
 * The OpenAPI theme's tab containers (ApiTabs, SchemaTabs, MimeTabs...) read
 * their state from `@theme/utils/tabsUtils`, a copy of the classic tabs
 * context. Pointing it at the classic implementation lets those containers
 * and the classic TabItem share one context; see src/theme/README.md.
 */
export {
  sanitizeTabsChildren,
  TabsProvider,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
