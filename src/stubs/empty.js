// An empty module: what the browser build gets in place of a module it must not run (see its alias).
