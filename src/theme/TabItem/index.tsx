/**
 * Restores the classic theme's TabItem for the whole site, the partner of
 * src/theme/Tabs; see src/theme/README.md.
 */
export {default} from '@theme-init/TabItem';
