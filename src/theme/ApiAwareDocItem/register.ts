/**
 * Imported by every generated API page (config/openapi.ts adds the import), so
 * ApiItem and the OpenAPI theme's styles travel in the API pages' chunks and
 * are loaded with the page, before hydration, like any other page code.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import ApiItem from '@theme/ApiItem';
import {apiItemRegistry} from './apiItemRegistry';

apiItemRegistry.ApiItem = ApiItem;
