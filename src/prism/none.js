// An empty module. patches/prism/prismLanguages.ts gives it to the browser build in
// place of src/prism/all.ts (the extra Prism grammars, which the server build
// registers for every page), because each page imports the grammars its code
// fences use instead; and in place of the classic theme's client module that
// hands Prism to prism-include-languages, which does nothing in the browser.
// Nothing reads an export of it, so there is nothing to reach.
