/**
 * Replaces the OpenAPI theme's `ApiExplorer/Accept/slice` for the components
 * of the article (the theme's explorer panel is never loaded): the action
 * creators, without Redux Toolkit. See src/theme/ApiItem/store.ts.
 */
export {setAccept} from '@site/src/theme/ApiItem/store';
