/**
 * Restores the classic theme's Tabs for the whole site (the OpenAPI theme
 * ships its own copy of Tabs, which would otherwise replace the classic one
 * on every page); see src/theme/README.md.
 */
export {default} from '@theme-init/Tabs';
