// Prettier formats the code, styles and JSON (npm run format; npm test runs
// npm run format:check). The options are the code's own style: single quotes,
// `{a}` without spaces inside braces, trailing commas, semicolons and two
// spaces (the last three are Prettier's defaults). 120 columns: nearly every
// line was already within it, and lines past it were the ones hard to read.
// What it leaves alone is in .prettierignore.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  bracketSpacing: false,
};
