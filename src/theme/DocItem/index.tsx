import DocItem from '@theme-original/DocItem';
import {withCardDescriptions} from '@site/src/components/CardDescriptions';

/** Wrap: provides the route's card descriptions (plugins/docs) to the page's cards. */
export default withCardDescriptions(DocItem);
