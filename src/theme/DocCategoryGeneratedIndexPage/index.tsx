import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import {withCardDescriptions} from '@site/src/components/CardDescriptions';

/** Wrap: provides the route's card descriptions (patches/docusaurus/docs) to the generated index's cards. */
export default withCardDescriptions(DocCategoryGeneratedIndexPage);
