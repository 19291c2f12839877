import type {ComponentType} from 'react';
import type {Props} from '@theme/DocItem';

/**
 * Holds the OpenAPI theme's ApiItem once an API page's content chunk has
 * registered it (see register.tsx). Guide pages never load that chunk.
 */
export const apiItemRegistry: {ApiItem?: ComponentType<Props>} = {};
