import DocItem from '@theme-original/DocItem';
import {withCardDescriptions} from '@site/src/components/CardDescriptions';

/** Wrap: provides the route's card descriptions (patches/docusaurus/docs) to the page's cards. */
export default withCardDescriptions(DocItem);
