import React, {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import CodeTabs from '@theme-init/ApiExplorer/CodeTabs';

type Props = {
  children?: ReactNode;
  languageSet?: {language: string; label?: string}[];
  includeVariant?: boolean;
  includeSample?: boolean;
};
type TabProps = {value: string; label?: string};

/**
 * Names the language tabs as readers write the languages ("C#", "Node.js"): the theme labels
 * each tab with its generator's key ("csharp", "nodejs"). The names are the `label`s of
 * `languageTabs` (patches/openapi/options.ts), which reach this tab set merged into
 * `languageSet`. The inner tab sets (variants, samples) keep their labels.
 */
export default function CodeTabsWrapper(props: Props): ReactNode {
  const {languageSet, includeVariant, includeSample, children} = props;
  if (includeVariant || includeSample || !languageSet) return <CodeTabs {...props} />;
  const named = Children.map(children, (child) => {
    if (!isValidElement<TabProps>(child)) return child;
    const label = languageSet.find((lang) => lang.language === child.props.value)?.label;
    return label ? cloneElement(child as ReactElement<TabProps>, {label}) : child;
  });
  return <CodeTabs {...props}>{named}</CodeTabs>;
}
