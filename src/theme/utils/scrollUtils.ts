/**
 * The OpenAPI theme's tab lists keep the scroll position with a vendored
 * copy of the classic scroll controller, whose provider its own tabs
 * context used to mount. With src/theme/utils/tabsUtils.ts pointing at the
 * classic tabs context, use the classic controller too: the classic layout
 * provides it on every page. See src/theme/README.md.
 */
export {
  ScrollControllerProvider,
  useScrollPositionBlocker,
} from '@docusaurus/theme-common/internal';
