/**
 * Stands in for react-live in the browser bundle (see plugins/apiBundle.ts).
 * The API explorer uses react-live only as a code editor for request bodies,
 * but react-live's provider also compiles the editor's text with sucrase and
 * runs it with `new Function` on every change: 44 KB of compiler, and eval,
 * which our Content-Security-Policy forbids. This keeps the three pieces the
 * explorer uses (LiveProvider, LiveEditor, withLive) around react-live's own
 * Editor, and never compiles or runs what the reader types.
 */
import React, {createContext, useContext} from 'react';
import {Editor} from 'react-live/dist/index.mjs';

const LiveContext = createContext({});

export function LiveProvider({code = '', language, theme, disabled = false, children}) {
  const value = {code, language, theme, disabled, onChange: () => {}};
  return React.createElement(LiveContext.Provider, {value}, children);
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
