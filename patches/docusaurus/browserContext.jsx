/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
// Diagrid: startTransition, for the render that follows hydration.
import React, { startTransition, useEffect, useState } from 'react';
// Encapsulate the logic to avoid React hydration problems
// See https://www.joshwcomeau.com/react/the-perils-of-rehydration/
// On first client-side render, we need to render exactly as the server rendered
// isBrowser is set to true only after a successful hydration
// Note, isBrowser is not part of useDocusaurusContext() for perf reasons
// Using useDocusaurusContext() (much more common need) should not trigger
// re-rendering after a successful hydration
export const Context = React.createContext(false);
export function BrowserContextProvider({ children, }) {
    const [isBrowser, setIsBrowser] = useState(false);
    useEffect(() => {
        // Diagrid: the render this starts (every useIsBrowser consumer: sidebar categories, the
        // colour toggle, code blocks, the OpenAPI theme's browser-only schemas) is a transition,
        // which React renders in slices that yield to the browser, instead of one task.
        startTransition(() => setIsBrowser(true));
    }, []);
    return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
