import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Points two imports of the search plugin's SearchBar at this site's modules, for the browser
 * build: its row template (`./SuggestionTemplate`) and its worker client (`../searchByWorker`).
 * The rows lead with the page and show no names the page does not show, and each page is listed
 * once (resultRows.ts). Only the SearchBar's own imports are replaced: the search page and
 * the box's warm-up (theme/SearchBar/warmIndex.ts) import the worker client by the package's path.
 */
const SEARCH_BAR_DIR = path.join(
  '@easyops-cn',
  'docusaurus-search-local',
  'dist',
  'client',
  'client',
  'theme',
  'SearchBar',
);
/** Our modules, by the request they replace, from the site's root. */
const REPLACEMENTS: Record<string, string> = {
  './SuggestionTemplate': 'patches/search-local/theme/SearchBar/SuggestionTemplate.ts',
  '../searchByWorker': 'patches/search-local/theme/SearchBar/searchOnePerPage.ts',
};

export default function suggestionRows({siteDir}: LoadContext): Plugin {
  return {
    name: 'search-suggestion-rows',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^(\.\/SuggestionTemplate|\.\.\/searchByWorker)$/, (resource) => {
            const replacement = REPLACEMENTS[resource.request];
            if (replacement && resource.context.endsWith(SEARCH_BAR_DIR))
              resource.request = path.join(siteDir, replacement);
          }),
        ],
      };
    },
  };
}
