import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

/**
 * The generated reference folders each have an index page that is already
 * their category's link in the sidebar; the default generator would list it a
 * second time as the first item. List it once.
 */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) => {
  const items = await defaultSidebarItemsGenerator(args);
  const folderIndex = `${args.item.dirName}/index`;
  return items.filter((item) => !(item.type === 'doc' && item.id === folderIndex));
};
