import {createContext} from 'react';
import type {MarkdownTree} from '../../prerenderMarkdown.mjs';

/**
 * The texts of the current API page that `npm run generate` rendered ahead
 * of time (patches/openapi/prerenderMarkdown.mjs), by their Markdown source.
 * theme/ApiAwareDocItem/register.tsx provides the page's `apiMarkdown` export.
 */
export type PrerenderedMarkdown = Readonly<Record<string, MarkdownTree[]>>;

export const PrerenderedMarkdownContext = createContext<PrerenderedMarkdown | undefined>(undefined);
