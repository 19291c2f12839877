import type {LoadContext, Plugin} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs';

/**
 * docusaurus-theme-openapi-docs, minus its global stylesheet. The theme adds
 * its styles (27 KB gzip, more than half of the site's CSS) to every page;
 * here they travel with the API pages instead, imported by
 * theme/ApiAwareDocItem/register.tsx, so guide pages do not download them.
 */
export default function openapiThemeWithoutGlobalStyles(context: LoadContext, options: unknown): Plugin {
  const theme = (openapiTheme as unknown as (c: LoadContext, o: unknown) => Plugin)(context, options);
  const {getClientModules: _dropped, ...rest} = theme;
  return rest;
}
