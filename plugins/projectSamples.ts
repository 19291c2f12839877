import {usesProjectValues} from '../src/lib/projectSamples.mjs';

/**
 * A rehype step for the Catalyst pages: a code block with a placeholder the
 * reader's project values fill (src/lib/projectSamples.mjs) becomes
 * `<ProjectSample>` (src/components/ProjectValues/ProjectSample.tsx), which
 * renders the same code block with a line under it that offers the values.
 * Only pages with such a sample import that component; every other page keeps
 * the theme's code block as it is. It runs after plugins/searchTerms.mjs, which
 * reads the names in the code, and the server renders the placeholders, so the
 * HTML, the search index and the Markdown twins keep them.
 */
type Node = {
  type: string;
  tagName?: string;
  value?: string;
  name?: string;
  properties?: Record<string, unknown>;
  attributes?: {type: string; name: string; value: string}[];
  children?: Node[];
  data?: unknown;
};

const SOURCE = '@site/src/components/ProjectValues/ProjectSample';

const textOf = (node: Node): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

function sampleElement(code: Node, text: string): Node {
  const className = code.properties?.className;
  const attributes = [{type: 'mdxJsxAttribute', name: 'code', value: text}];
  if (Array.isArray(className) && className.length)
    attributes.push({type: 'mdxJsxAttribute', name: 'className', value: className.join(' ')});
  const metastring = code.properties?.metastring;
  if (typeof metastring === 'string' && metastring)
    attributes.push({type: 'mdxJsxAttribute', name: 'metastring', value: metastring});
  return {type: 'mdxJsxFlowElement', name: 'ProjectSample', attributes, children: []};
}

const importNode: Node = {
  type: 'mdxjsEsm',
  value: `import ProjectSample from '${SOURCE}';`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'ProjectSample'}}],
          source: {type: 'Literal', value: SOURCE, raw: `'${SOURCE}'`},
        },
      ],
    },
  },
};

export function rehypeProjectSamples() {
  return (tree: Node): void => {
    let found = false;
    const visit = (node: Node): void => {
      node.children = node.children?.map((child) => {
        const code = child.type === 'element' && child.tagName === 'pre' ? child.children?.[0] : undefined;
        if (code?.type === 'element' && code.tagName === 'code' && child.children?.length === 1) {
          const text = textOf(code);
          if (usesProjectValues(text)) {
            found = true;
            return sampleElement(code, text);
          }
        }
        visit(child);
        return child;
      });
    };
    visit(tree);
    if (found) tree.children = [importNode, ...(tree.children ?? [])];
  };
}
