import React, {useRef, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// The OpenAPI theme's own TabItem, by path: @theme-init/TabItem is the classic theme's (the
// first to provide one), and a plugin theme's @theme-original is its own component.
import TabItem from 'docusaurus-theme-openapi-docs/lib/theme/TabItem';
import {useTabs} from '@theme/utils/tabsUtils';
import {useApiGrammars} from '../apiGrammars';
import styles from './styles.module.css';

type Props = {children?: ReactNode; className?: string; value: string; label?: string; default?: boolean};

/** What a panel not yet shown renders in the browser: no markup (see below). */
const EMPTY = {__html: ''};

/**
 * A panel's content. The server renders every panel, so the HTML has them
 * all. In the browser a panel the reader has not opened yet renders an
 * element with empty `dangerouslySetInnerHTML`: hydration does not walk the
 * server's markup inside it and leaves that markup as it is (the tab sets are
 * not remounted after hydration, patches/openapi/hydrationKey.mjs), so none
 * of its content (schemas and examples included) is rendered or hydrated.
 * When the reader first picks the tab, the content is rendered as a new
 * element (another key) in its place, and stays.
 */
function PanelContent({shown, children}: {shown: boolean; children: ReactNode}): ReactNode {
  const shownOnce = useRef(false);
  // A panel shown when it mounts renders at once, as on the server: no API page shows
  // code there (tests/e2e/code-highlighting.spec.ts). One first shown later may hold an
  // example, so the first time it waits for the grammars (prefetched with the page).
  const shownAtMount = useRef(shown);
  const grammars = useApiGrammars(shown && !shownAtMount.current);
  if (shown && (shownAtMount.current || grammars)) shownOnce.current = true;
  if (!shownOnce.current && ExecutionEnvironment.canUseDOM) {
    return <div key="empty" className={styles.content} dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />;
  }
  return (
    <div key="live" className={styles.content}>
      {children}
    </div>
  );
}

/**
 * The OpenAPI theme's tab panel (response codes, media types, schema and
 * example views, code samples), rendered in the browser only once chosen.
 * Hidden panels held most of an API page's markup: 1,386 of the 1,956
 * elements of the save-state page's article were in response codes the
 * reader had not opened, which the browser rendered and hydrated while the
 * page loaded (274 now).
 */
export default function TabItemWrapper(props: Props): ReactNode {
  const {selectedValue} = useTabs();
  return (
    <TabItem {...props}>
      <PanelContent shown={props.value === selectedValue}>{props.children}</PanelContent>
    </TabItem>
  );
}
