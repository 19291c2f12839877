/**
 * Stand-in for react-live in the browser bundle (alias in patches/openapi/index.ts);
 * the server build keeps the real package.
 *
 * Why: the API explorer uses react-live only as a code editor for request
 * bodies (docusaurus-theme-openapi-docs, ApiExplorer/LiveEditor), but
 * react-live's provider also compiles the editor's text with sucrase and
 * runs it with `new Function` on every change: eval, which our
 * Content-Security-Policy forbids, and a compiler (about 25 KB gzip) that
 * comes with react-live's single module even when only its editor is used.
 *
 * This provides the three pieces the explorer uses (LiveProvider,
 * LiveEditor, withLive) with an editor built the way react-live builds its
 * own: a highlighted <pre> made editable by use-editable. It renders the same
 * markup as react-live (tests/unit/stubs.test.mjs). Nothing the reader types
 * is compiled or run.
 *
 * If reached: the parts that compile and run code (LivePreview, LiveError,
 * generateElement, renderElementAsync) throw, naming react-live and the export.
 */
import React, {createContext, useContext, useEffect, useRef, useState} from 'react';
import {Highlight} from 'prism-react-renderer';
import {useEditable} from 'use-editable';

const LiveContext = createContext({});

export function LiveProvider({code = '', language, theme, disabled = false, children}) {
  const value = {code, language, theme, disabled, onChange: () => {}};
  return React.createElement(LiveContext.Provider, {value}, children);
}

function Editor({code: initial = '', language, theme, disabled, onChange, tabMode = 'indentation', className, style}) {
  const pre = useRef(null);
  const [code, setCode] = useState(initial);
  useEffect(() => setCode(initial), [initial]);
  useEditable(
    pre,
    (text) => {
      // use-editable reports the text with the trailing newline the <pre> needs.
      const next = text.slice(0, -1);
      setCode(next);
      onChange?.(next);
    },
    {disabled, indentation: tabMode === 'indentation' ? 2 : undefined},
  );
  const base = theme && typeof theme.plain === 'object' ? theme.plain : {};
  return React.createElement(
    'div',
    {className, style},
    React.createElement(Highlight, {code, language, theme}, ({className: preClass, style: preStyle, tokens, getLineProps, getTokenProps}) =>
      React.createElement(
        'pre',
        {
          className: preClass,
          style: {margin: 0, outline: 'none', padding: 10, fontFamily: 'inherit', ...base, ...preStyle},
          ref: pre,
          spellCheck: 'false',
        },
        tokens.map((line, i) =>
          React.createElement(
            'span',
            {key: `line-${i}`, ...getLineProps({line})},
            line.filter((token) => !token.empty).map((token, j) => React.createElement('span', {key: `token-${j}`, ...getTokenProps({token})})),
            '\n',
          ),
        ),
      ),
    ),
  );
}

export function LiveEditor(props) {
  const {code, language, theme, disabled, onChange} = useContext(LiveContext);
  return React.createElement(Editor, {theme, code, language, disabled, onChange, ...props});
}

export function withLive(Component) {
  return function WithLive(props) {
    return React.createElement(Component, {live: useContext(LiveContext), ...props});
  };
}

/**
 * An error for the react-live exports that compile and run code, which this stand-in leaves out.
 * @param {string} name
 */
const unreached = (name) =>
  new Error(
    `react-live: ${name} was used in the browser, where patches/openapi/index.ts replaces react-live with ` +
      'patches/openapi/stubs/react-live.js, an editor that never compiles or runs code: the API explorer was assumed to ' +
      'need only LiveProvider, LiveEditor and withLive. That assumption no longer holds.',
  );

export function LivePreview() {
  throw unreached('LivePreview');
}

export function LiveError() {
  throw unreached('LiveError');
}

export function generateElement() {
  throw unreached('generateElement');
}

export function renderElementAsync() {
  throw unreached('renderElementAsync');
}
