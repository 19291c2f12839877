/**
 * Imported by every generated API page (config/openapi.ts adds the import), so
 * ApiItem travels in the API pages' chunks and is loaded with the page, before
 * hydration, like any other page code.
 */
import ApiItem from '@theme/ApiItem';
import {apiItemRegistry} from './apiItemRegistry';

apiItemRegistry.ApiItem = ApiItem;
