import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';

/** The five SDK languages, in the order every sample on the site uses. */
const sdkLanguages = [
  {value: 'python', label: 'Python'},
  {value: 'java', label: 'Java'},
  {value: 'csharp', label: 'C#'},
  {value: 'nodejs', label: 'Node.js'},
  {value: 'go', label: 'Go'},
];

/**
 * Language tabs for SDK samples. Every instance shares one `groupId`, so the
 * reader's choice follows them from page to page and survives a reload
 * (Docusaurus keeps it in localStorage under `docusaurus.tab.sdk-language`).
 *
 * Children are `<TabItem value="python">…</TabItem>` elements, one per language.
 */
export default function SdkTabs({children}: {children: ReactNode}): ReactNode {
  return (
    <Tabs groupId="sdk-language" queryString="lang" values={sdkLanguages}>
      {children}
    </Tabs>
  );
}
