/**
 * Imported by every generated API page (plugins/openapi/options.ts adds the import), so
 * ApiItem, the OpenAPI theme's styles and the repairs to its markup travel in
 * the API pages' chunks and are loaded with the page, before hydration, like
 * any other page code.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './styles.css';
import React, {type ReactNode} from 'react';
import ApiItem from '@theme/ApiItem';
import type {Props} from '@theme/DocItem';
import {useApiMarkupRepairs} from './accessibleMarkup';
import {apiItemRegistry} from './apiItemRegistry';

function RepairedApiItem(props: Props): ReactNode {
  useApiMarkupRepairs();
  return <ApiItem {...props} />;
}

apiItemRegistry.ApiItem = RepairedApiItem;
