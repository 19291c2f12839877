/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Copy of @docusaurus/theme-classic's src/theme/LastUpdated/index.tsx, in its
// own formatting (.prettierignore), so that a diff against it shows only ours,
// marked "Diagrid:". A replacement, not a wrap: the theme formats the date
// inside the component. Ours writes the date with formatLastUpdated
// (src/lib/lastUpdatedDate.mjs), which gives the same text without the cost
// of a first Intl.DateTimeFormat on every docs page.

import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
// Diagrid: the locale and calendar from the site's i18n, and our formatter.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatLastUpdated} from '@site/src/lib/lastUpdatedDate.mjs';

function LastUpdatedAtDate({
  lastUpdatedAt,
}: {
  lastUpdatedAt: number;
}): ReactNode {
  const atDate = new Date(lastUpdatedAt);

  // Diagrid: the text useDateTimeFormat's format gives, without Intl.DateTimeFormat.
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const formattedLastUpdatedAt = formatLastUpdated(
    atDate,
    currentLocale,
    localeConfigs[currentLocale]?.calendar,
  );

  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formattedLastUpdatedAt}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({
  lastUpdatedBy,
}: {
  lastUpdatedBy: string;
}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{
        user: <b>{lastUpdatedBy}</b>,
      }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? (
            <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} />
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} />
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          {/* Diagrid: the theme's directive for @docusaurus/eslint-plugin, which this site does not use, is left out. */}
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
