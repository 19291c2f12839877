import React, {type ComponentProps, type ReactNode} from 'react';
import LiveEditor from '@theme-original/ApiExplorer/LiveEditor';

/**
 * The request-body editor of the API explorer is a react-live editor, and
 * react-live compiles and runs what is typed (with `new Function`) to render
 * a preview. The explorer never shows that preview, and the site's
 * Content-Security-Policy forbids evaluating strings, so every API page with
 * a body logged a CSP violation. A transform that yields no code makes
 * react-live stop before evaluating; the editor, its value and Send work as
 * before. One constant function, so react-live's effect does not re-run on
 * every render.
 */
const noPreview = (): null => null;

export default function LiveEditorWrapper(props: ComponentProps<typeof LiveEditor>): ReactNode {
  return <LiveEditor {...props} transformCode={noPreview} />;
}
