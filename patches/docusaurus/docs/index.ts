import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {drawsCards, withCardDescriptions} from './cardDescriptions.mjs';

export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * The site's docs plugin: `@docusaurus/plugin-content-docs`, unchanged, except
 * that the routes it adds carry the docs' descriptions only to the pages that
 * draw them on cards (cardDescriptions.mjs), instead of a table of every doc
 * in the metadata every page of the version loads. Every docs instance uses
 * it, with the stock plugin's options.
 */
export default async function docs(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const {actions, content} = args;
      const docs = content.loadedVersions.flatMap((version) => version.docs);
      const sources = await Promise.all(
        docs.map((doc) => readFile(path.join(context.siteDir, doc.source.replace(/^@site\//, '')), 'utf8')),
      );
      const docPagesWithCards = new Set(docs.filter((_doc, i) => drawsCards(sources[i]!)).map((doc) => doc.permalink));
      await contentLoaded?.({
        ...args,
        actions: {...actions, addRoute: (route) => actions.addRoute(withCardDescriptions(route, docPagesWithCards))},
      });
    },
  };
}
